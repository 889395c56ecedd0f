import { describe, expect, it } from 'vitest'
import { decodeAudio } from './audio.ts'
import {
  alignedResponse,
  contextUsage,
  guardrail,
  mcpToolCall,
  serverEvent,
  streamedResponse,
  tentativeTranscripts,
} from './events.ts'
import { agentHarness } from './harness.test.helper.ts'
import { initiation, type Scenario } from './scenarios.ts'
import { close, endCall } from './steps.ts'

const { start } = agentHarness()

/** The messages of a script that ends by closing, once the close has arrived. */
async function script(...steps: Scenario[]) {
  const client = await start({ scenario: [initiation(), ...steps, close(1000, 'done')] })
  await client.closed
  return client.messages.slice(1)
}

describe('event steps', () => {
  it('streams a reply as start, a delta per word and stop, then the whole response', async () => {
    const messages = await script(streamedResponse('Hello there'))
    expect(messages).toEqual([
      {
        type: 'agent_chat_response_part',
        text_response_part: { text: '', type: 'start', event_id: 1 },
      },
      {
        type: 'agent_chat_response_part',
        text_response_part: { text: 'Hello ', type: 'delta', event_id: 1 },
      },
      {
        type: 'agent_chat_response_part',
        text_response_part: { text: 'there', type: 'delta', event_id: 1 },
      },
      {
        type: 'agent_chat_response_part',
        text_response_part: { text: '', type: 'stop', event_id: 1 },
      },
      {
        type: 'agent_response',
        agent_response_event: { agent_response: 'Hello there', event_id: 1 },
      },
    ])
  })

  it('sends a tentative transcript per word, then the final one', async () => {
    const messages = await script(tentativeTranscripts('call me back'))
    expect(messages.map((m) => m.tentative_user_transcription_event?.user_transcript)).toEqual([
      'call',
      'call me',
      'call me back',
      undefined,
    ])
    expect(messages.at(-1)).toEqual({
      type: 'user_transcript',
      user_transcription_event: { user_transcript: 'call me back', event_id: 1 },
    })
  })

  it('sends audio with an alignment of every character, matching the audio’s length', async () => {
    const client = await start({ scenario: [initiation(), alignedResponse('Hey'), close(1000)] })
    const audio = await client.waitFor('audio')
    expect(audio.audio_event.alignment).toEqual({
      chars: ['H', 'e', 'y'],
      char_start_times_ms: [0, 60, 120],
      char_durations_ms: [60, 60, 60],
    })
    const samples = decodeAudio(audio.audio_event.audio_base_64, {
      encoding: 'pcm',
      sampleRate: 16_000,
    })
    expect(samples.length).toBe(Math.round(0.18 * 16_000))
  })

  it('reports context usage, a guardrail and any event by its type', async () => {
    const messages = await script(
      contextUsage({ contextTokens: 10, contextLimitTokens: 100, model: 'm' }),
      guardrail(),
      serverEvent('agent_typing', { is_typing: false }),
    )
    expect(messages).toEqual([
      {
        type: 'context_usage',
        context_usage_event: {
          event_id: 0,
          model: 'm',
          context_tokens: 10,
          context_limit_tokens: 100,
        },
      },
      { type: 'guardrail_triggered' },
      { type: 'agent_typing', agent_typing_event: { is_typing: false } },
    ])
  })

  it('runs an MCP call without approval through loading and success', async () => {
    const messages = await script(mcpToolCall({ toolName: 'search', toolCallId: 'm1' }))
    expect(messages.map((m) => [m.mcp_tool_call.tool_call_id, m.mcp_tool_call.state])).toEqual([
      ['m1', 'loading'],
      ['m1', 'success'],
    ])
  })

  it.each([
    [true, 'success'],
    [false, 'failure'],
  ])('waits for the approval (approved: %s) and ends in %s', async (approved, state) => {
    const client = await start({
      scenario: [
        initiation(),
        mcpToolCall({ toolName: 'refund', toolCallId: 'm2', approval: true }),
        close(1000),
      ],
    })
    const request = await client.waitFor('mcp_tool_call')
    expect(request.mcp_tool_call).toMatchObject({
      state: 'awaiting_approval',
      approval_timeout_secs: 5,
    })
    client.send({ type: 'mcp_tool_approval_result', tool_call_id: 'm2', is_approved: approved })
    await client.closed
    expect(
      client.messages.filter((m) => m.type === 'mcp_tool_call').at(-1)?.mcp_tool_call.state,
    ).toBe(state)
  })

  it('fails an MCP call whose approval never comes, once its window has passed', async () => {
    const messages = await script(
      mcpToolCall({
        toolName: 'refund',
        toolCallId: 'm3',
        approval: true,
        approvalTimeoutSecs: 0.05,
      }),
    )
    expect(messages.at(-1)?.mcp_tool_call).toMatchObject({ state: 'failure' })
  })

  it('hangs up with agent_tool_response_full_payload when asked', async () => {
    const client = await start({
      scenario: [initiation(), endCall({ fullPayload: true, timeoutMs: 10 })],
    })
    const hangUp = await client.waitFor('agent_tool_response_full_payload')
    expect(hangUp.agent_tool_response_full_payload).toMatchObject({
      tool_name: 'end_call',
      full_tool_result: expect.any(String),
    })
    expect((await client.closed).code).toBe(1000)
  })
})

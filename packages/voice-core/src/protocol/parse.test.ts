import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseServerFrame } from './parse'

describe('parseServerFrame', () => {
  it('accepts each handled type with its payload', () => {
    const frame = {
      type: 'client_tool_call',
      client_tool_call: { tool_name: 'book', tool_call_id: 'c1', parameters: { day: 'Mon' } },
    }
    expect(parseServerFrame(JSON.stringify(frame))).toEqual({
      ok: true,
      message: { type: 'client_tool_call', event: frame.client_tool_call },
      raw: frame,
    })
  })

  it.each([
    ['agent_chat_response_part', 'text_response_part', { text: 'Hel', type: 'delta', event_id: 3 }],
    [
      'agent_reasoning_response_part',
      'reasoning_response_part',
      { text: 'Hm', type: 'start', event_id: 'r1' },
    ],
    [
      'agent_tool_request',
      'agent_tool_request',
      { tool_name: 'lookup', tool_call_id: 't1', tool_type: 'webhook', event_id: 4 },
    ],
    [
      'agent_tool_response_full_payload',
      'agent_tool_response_full_payload',
      { tool_name: 'end_call', full_tool_result: '{}' },
    ],
    ['asr_initiation_metadata', 'asr_initiation_metadata_event', { model: 'scribe' }],
    [
      'context_usage',
      'context_usage_event',
      { event_id: 5, model: 'm', context_tokens: 10, context_limit_tokens: 100 },
    ],
    [
      'mcp_tool_call',
      'mcp_tool_call',
      {
        tool_call_id: 'm1',
        tool_name: 'search',
        state: 'loading',
        service_id: 's',
        parameters: {},
      },
    ],
    ['mcp_connection_status', 'mcp_connection_status', { integrations: [] }],
    [
      'rich_content',
      'rich_content',
      { rich_content_id: 'rc', component: 'card', props: {}, event_id: 6 },
    ],
    ['agent_typing', 'agent_typing_event', { is_typing: true }],
    [
      'tentative_user_transcript',
      'tentative_user_transcription_event',
      { user_transcript: 'Hi th', event_id: 7 },
    ],
  ])('accepts %s with its payload as sent', (type, key, event) => {
    const frame = { type, [key]: event }
    expect(parseServerFrame(JSON.stringify(frame))).toEqual({
      ok: true,
      message: { type, event },
      raw: frame,
    })
  })

  it.each(['guardrail_triggered', 'external_agent_connected', 'external_agent_disconnected'])(
    'accepts %s with no payload at all',
    (type) => {
      expect(parseServerFrame(JSON.stringify({ type }))).toEqual({
        ok: true,
        message: { type },
        raw: { type },
      })
    },
  )

  it('fills optional fields: tool parameters and ping_ms', () => {
    const call = parseServerFrame(
      JSON.stringify({
        type: 'client_tool_call',
        client_tool_call: { tool_name: 't', tool_call_id: 'c' },
      }),
    )
    expect(call).toMatchObject({ ok: true, message: { event: { parameters: {} } } })
    const ping = parseServerFrame(JSON.stringify({ type: 'ping', ping_event: { event_id: 1 } }))
    expect(ping).toMatchObject({ ok: true, message: { event: { event_id: 1, ping_ms: null } } })
  })

  it('passes an unknown type through whole', () => {
    const raw = { type: 'internal_turn_probability', turn_probability_internal_event: { p: 1 } }
    expect(parseServerFrame(JSON.stringify(raw))).toEqual({
      ok: true,
      message: { type: 'unknown', raw },
      raw,
    })
  })

  it.each([
    [42, 'Received a frame that is not text.'],
    ['{', 'Received a frame that is not valid JSON.'],
    ['[1]', 'Received a message that is not an object.'],
    ['{"type":7}', 'Received a message without a type.'],
    [
      '{"type":"interruption","interruption_event":{"event_id":"1"}}',
      'Received a "interruption" message with a missing or invalid event_id.',
    ],
    [
      '{"type":"vad_score","vad_score_event":{"vad_score":null}}',
      'Received a "vad_score" message with a missing or invalid vad_score.',
    ],
    [
      '{"type":"agent_response","agent_response_event":[]}',
      'Received a "agent_response" message without agent_response_event.',
    ],
    [
      '{"type":"agent_chat_response_part","text_response_part":{"text":"Hi"}}',
      'Received a "agent_chat_response_part" message with a missing or invalid type.',
    ],
    [
      '{"type":"context_usage","context_usage_event":42}',
      'Received a "context_usage" message without context_usage_event.',
    ],
    [
      '{"type":"mcp_tool_call","mcp_tool_call":{"tool_call_id":"m","tool_name":"t"}}',
      'Received a "mcp_tool_call" message with a missing or invalid state.',
    ],
    [
      '{"type":"mcp_connection_status","mcp_connection_status":[]}',
      'Received a "mcp_connection_status" message without mcp_connection_status.',
    ],
    ['{"type":"agent_typing"}', 'Received a "agent_typing" message without agent_typing_event.'],
    [
      '{"type":"mcp_tool_call","mcp_tool_call":{"tool_call_id":7,"state":"loading"}}',
      'Received a "mcp_tool_call" message with a missing or invalid tool_call_id.',
    ],
    [
      '{"type":"guardrail_triggered","guardrail_triggered_event":"x"}',
      'Received a "guardrail_triggered" message without guardrail_triggered_event.',
    ],
    [
      '{"type":"agent_tool_response_full_payload","agent_tool_response_full_payload":null}',
      'Received a "agent_tool_response_full_payload" message without agent_tool_response_full_payload.',
    ],
  ])('refuses %j with a clear reason', (frame, error) => {
    expect(parseServerFrame(frame)).toEqual({ ok: false, error })
  })

  it('never throws, and never accepts a handled type without its fields', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.anything()), (frame) => {
        const result = parseServerFrame(frame)
        if (result.ok && result.message.type === 'audio') {
          expect(typeof result.message.event.audio_base_64).toBe('string')
        }
      }),
    )
  })
})

import { describe, expect, it, vi } from 'vitest'
import { connect } from './fake-socket.test.helper'
import { callbackName } from './server-messages'

const alignment = { chars: ['H', 'i'], char_start_times_ms: [0, 50], char_durations_ms: [50, 50] }
const audio = (event_id: number, extra: Record<string, unknown> = {}) =>
  ['audio', 'audio_event', { audio_base_64: 'AAAA', event_id, ...extra }] as const

describe('server events beyond the core', () => {
  it('names each callback as @elevenlabs/client does', () => {
    expect(
      [
        'agent_chat_response_part',
        'agent_reasoning_response_part',
        'agent_tool_request',
        'asr_initiation_metadata',
        'context_usage',
        'guardrail_triggered',
        'mcp_connection_status',
        'rich_content',
        'agent_typing',
        'external_agent_connected',
        'external_agent_disconnected',
        'tentative_user_transcript',
        'agent_response_correction',
        'conversation_initiation_metadata',
      ].map(callbackName),
    ).toEqual([
      'onAgentChatResponsePart',
      'onAgentReasoningResponsePart',
      'onAgentToolRequest',
      'onAsrInitiationMetadata',
      'onContextUsage',
      'onGuardrailTriggered',
      'onMCPConnectionStatus',
      'onRichContent',
      'onAgentTyping',
      'onExternalAgentConnected',
      'onExternalAgentDisconnected',
      'onTentativeUserTranscript',
      'onAgentResponseCorrection',
      'onConversationMetadata',
    ])
  })

  it('passes the alignment of audio that plays, and never of stale audio', async () => {
    const onAudioAlignment = vi.fn()
    const { socket, on } = await connect({ onAudioAlignment })
    socket.server(...audio(5, { alignment }))
    socket.server('interruption', 'interruption_event', { event_id: 9 })
    socket.server(...audio(8, { alignment: { ...alignment, chars: ['s'] } }))
    expect(onAudioAlignment.mock.calls).toEqual([[alignment]])
    expect(on.onError).not.toHaveBeenCalled()
  })

  it('plays audio whose alignment is malformed, and says the alignment was refused', async () => {
    const onAudioAlignment = vi.fn()
    const { socket, on, conversation } = await connect({ onAudioAlignment })
    socket.server(...audio(3, { alignment: { chars: 'Hi' } }))
    socket.server(...audio(4, { alignment: 7 }))
    expect(on.onAudio).toHaveBeenCalledTimes(2)
    expect(onAudioAlignment).not.toHaveBeenCalled()
    expect(on.onError.mock.calls).toEqual([
      ['Received a "audio" message with a missing or invalid alignment.', { event_id: 3 }],
      ['Received a "audio" message with a missing or invalid alignment.', { event_id: 4 }],
    ])
    expect(conversation.isOpen()).toBe(true)
  })

  it('ends the session on end_call in agent_tool_response_full_payload', async () => {
    const { socket, on, conversation } = await connect()
    const payload = {
      tool_name: 'end_call',
      tool_call_id: 'e1',
      full_tool_result: '{}',
      event_id: 4,
    }
    socket.server('agent_tool_response_full_payload', 'agent_tool_response_full_payload', payload)
    await vi.waitFor(() => expect(on.onDisconnect).toHaveBeenCalledTimes(1), { timeout: 15_000 })
    expect(on.onAgentToolResponse).toHaveBeenCalledWith(payload)
    expect(on.onDisconnect).toHaveBeenCalledWith({
      reason: 'agent',
      context: { type: 'end_call', ...payload },
    })
    expect(conversation.status).toBe('disconnected')
    expect(socket.closedWith?.code).toBe(1000)
  })

  it('reports another tool’s full payload and carries on', async () => {
    const { socket, on, conversation } = await connect()
    const payload = { tool_name: 'lookup', full_tool_result: '[]' }
    socket.server('agent_tool_response_full_payload', 'agent_tool_response_full_payload', payload)
    expect(on.onAgentToolResponse).toHaveBeenCalledWith(payload)
    expect(conversation.isOpen()).toBe(true)
  })

  it('refuses a malformed frame of each new type through onError and carries on', async () => {
    const onAgentChatResponsePart = vi.fn()
    const onMCPToolCall = vi.fn()
    const { socket, on, conversation } = await connect({ onAgentChatResponsePart, onMCPToolCall })
    for (const frame of [
      { type: 'agent_chat_response_part', text_response_part: { text: 'x' } },
      { type: 'agent_reasoning_response_part', reasoning_response_part: 'x' },
      { type: 'agent_tool_request' },
      { type: 'asr_initiation_metadata', asr_initiation_metadata_event: [] },
      { type: 'context_usage', context_usage_event: null },
      { type: 'mcp_tool_call', mcp_tool_call: { tool_call_id: 'm' } },
      { type: 'mcp_connection_status', mcp_connection_status: 1 },
      { type: 'rich_content', rich_content: 'card' },
      { type: 'agent_typing', agent_typing_event: true },
      { type: 'tentative_user_transcript', tentative_user_transcription_event: {} },
      { type: 'agent_tool_response_full_payload', agent_tool_response_full_payload: {} },
      { type: 'guardrail_triggered', guardrail_triggered_event: 'x' },
      { type: 'external_agent_connected', external_agent_connected_event: [1] },
    ]) {
      socket.receive(JSON.stringify(frame))
    }
    expect(on.onError).toHaveBeenCalledTimes(13)
    expect(onAgentChatResponsePart).not.toHaveBeenCalled()
    expect(onMCPToolCall).not.toHaveBeenCalled()
    socket.server('agent_response', 'agent_response_event', { agent_response: 'Still here.' })
    expect(on.onMessage).toHaveBeenCalledTimes(1)
    expect(conversation.isOpen()).toBe(true)
  })

  it('hands a type it does not know to onDebug whole', async () => {
    const { socket, on } = await connect()
    const raw = { type: 'internal_turn_probability', turn_probability_internal_event: { p: 0.4 } }
    socket.receive(JSON.stringify(raw))
    expect(on.onDebug).toHaveBeenCalledWith(raw)
  })
})

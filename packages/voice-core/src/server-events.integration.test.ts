import { afterEach, describe, expect, it, vi } from 'vitest'
import { closeAgent, talk } from './mock-agent.test.helper'
import {
  alignedResponse,
  contextUsage,
  endCall,
  guardrail,
  initiation,
  mcpToolCall,
  ping,
  serverEvent,
  streamedResponse,
  tentativeTranscripts,
} from './testing/index.ts'

afterEach(closeAgent)

/** Every wait is bounded generously: the machine running the suite may be loaded. */
const until = (check: () => void) => vi.waitFor(check, { timeout: 15_000 })

describe('server events from the mock agent', () => {
  it('streams the reply text in parts before the whole response', async () => {
    const onAgentChatResponsePart = vi.fn()
    const { onMessage } = await talk([initiation(), streamedResponse('Plans start at $499.')], {
      onAgentChatResponsePart,
    })
    await until(() => expect(onMessage).toHaveBeenCalled())
    const parts = onAgentChatResponsePart.mock.calls.map(([part]) => part)
    expect(parts.map(({ type }) => type)).toEqual([
      'start',
      'delta',
      'delta',
      'delta',
      'delta',
      'stop',
    ])
    expect(parts.map(({ text }) => text).join('')).toBe('Plans start at $499.')
    expect(new Set(parts.map(({ event_id }) => event_id)).size).toBe(1)
    expect(onMessage).toHaveBeenCalledWith({
      source: 'ai',
      role: 'agent',
      message: 'Plans start at $499.',
      event_id: parts[0].event_id,
    })
  })

  it('passes tentative user transcripts, then the final one', async () => {
    const onTentativeUserTranscript = vi.fn()
    const { onMessage } = await talk([initiation(), tentativeTranscripts('book a call')], {
      onTentativeUserTranscript,
    })
    await until(() => expect(onMessage).toHaveBeenCalled())
    expect(onTentativeUserTranscript.mock.calls.map(([event]) => event.user_transcript)).toEqual([
      'book',
      'book a',
      'book a call',
    ])
    expect(onMessage.mock.calls[0]?.[0]).toMatchObject({ source: 'user', message: 'book a call' })
  })

  it('passes the alignment of agent audio', async () => {
    const onAudioAlignment = vi.fn()
    await talk([initiation(), alignedResponse('Hi!')], { onAudioAlignment })
    await until(() => expect(onAudioAlignment).toHaveBeenCalledTimes(1))
    expect(onAudioAlignment).toHaveBeenCalledWith({
      chars: ['H', 'i', '!'],
      char_start_times_ms: [0, 60, 120],
      char_durations_ms: [60, 60, 60],
    })
  })

  it('reports context usage and a guardrail', async () => {
    const onContextUsage = vi.fn()
    const onGuardrailTriggered = vi.fn()
    await talk([initiation(), contextUsage({ contextTokens: 900, model: 'm1' }), guardrail()], {
      onContextUsage,
      onGuardrailTriggered,
    })
    await until(() => expect(onGuardrailTriggered).toHaveBeenCalledTimes(1))
    expect(onGuardrailTriggered).toHaveBeenCalledWith()
    expect(onContextUsage).toHaveBeenCalledWith({
      event_id: expect.any(Number),
      model: 'm1',
      context_tokens: 900,
      context_limit_tokens: 128_000,
    })
  })

  it('reports each state of an MCP tool call that needs no approval', async () => {
    const onMCPToolCall = vi.fn()
    const { connection } = await talk([initiation(), mcpToolCall({ toolName: 'search' })], {
      onMCPToolCall,
    })
    await until(() => expect(onMCPToolCall).toHaveBeenCalledTimes(2))
    expect(onMCPToolCall.mock.calls.map(([call]) => call.state)).toEqual(['loading', 'success'])
    expect(connection.received.some((m) => m.type === 'mcp_tool_approval_result')).toBe(false)
  })

  it('asks onMCPToolApprovalRequest and sends its answer once', async () => {
    const onMCPToolCall = vi.fn()
    const onMCPToolApprovalRequest = vi.fn(async () => true)
    const { connection } = await talk(
      [
        initiation(),
        mcpToolCall({ toolName: 'refund', parameters: { amount: 5 }, approval: true }),
      ],
      { onMCPToolCall, onMCPToolApprovalRequest },
    )
    await until(() => expect(onMCPToolCall).toHaveBeenCalledTimes(2))
    expect(onMCPToolApprovalRequest).toHaveBeenCalledWith(
      expect.objectContaining({
        tool_name: 'refund',
        state: 'awaiting_approval',
        approval_timeout_secs: 5,
      }),
      { signal: expect.any(AbortSignal) },
    )
    expect(connection.received.filter((m) => m.type === 'mcp_tool_approval_result')).toEqual([
      { type: 'mcp_tool_approval_result', tool_call_id: expect.any(String), is_approved: true },
    ])
    expect(onMCPToolCall.mock.calls[1]?.[0].state).toBe('success')
  })

  it('denies an MCP tool call awaiting approval when no handler is given (fails closed)', async () => {
    const onMCPToolCall = vi.fn()
    const { connection } = await talk(
      [initiation(), mcpToolCall({ toolName: 'delete_account', approval: true })],
      { onMCPToolCall },
    )
    await until(() => expect(onMCPToolCall).toHaveBeenCalledTimes(2))
    expect(connection.received.find((m) => m.type === 'mcp_tool_approval_result')).toMatchObject({
      is_approved: false,
    })
    expect(onMCPToolCall.mock.calls[1]?.[0]).toMatchObject({ state: 'failure' })
  })

  it.each([false, true])(
    'ends as the agent on end_call (full payload: %s)',
    async (fullPayload) => {
      const onAgentToolResponse = vi.fn()
      const { onDisconnect, conversation } = await talk([initiation(), endCall({ fullPayload })], {
        onAgentToolResponse,
      })
      await until(() => expect(onDisconnect).toHaveBeenCalledTimes(1))
      expect(onDisconnect.mock.calls[0]?.[0]).toMatchObject({
        reason: 'agent',
        context: { type: 'end_call', tool_name: 'end_call' },
      })
      expect(onAgentToolResponse.mock.calls[0]?.[0]).toMatchObject({ tool_name: 'end_call' })
      if (fullPayload)
        expect(onAgentToolResponse.mock.calls[0]?.[0]).toHaveProperty('full_tool_result')
      expect(conversation.status).toBe('disconnected')
    },
  )

  it('passes the remaining events to their callbacks as sent', async () => {
    const richContent = {
      rich_content_id: 'rc1',
      component: 'item_card',
      props: { id: 7 },
      event_id: 3,
    }
    const request = { tool_name: 'lookup', tool_call_id: 't1', tool_type: 'webhook', event_id: 4 }
    const status = {
      integrations: [
        { integration_id: 'i', integration_type: 'mcp_server', is_connected: true, tool_count: 2 },
      ],
    }
    const reasoning = { text: 'Thinking', type: 'delta', event_id: 'r1' }
    const on = {
      onRichContent: vi.fn(),
      onAgentToolRequest: vi.fn(),
      onMCPConnectionStatus: vi.fn(),
      onAgentReasoningResponsePart: vi.fn(),
      onAsrInitiationMetadata: vi.fn(),
      onAgentTyping: vi.fn(),
      onExternalAgentConnected: vi.fn(),
      onExternalAgentDisconnected: vi.fn(),
    }
    const { onError } = await talk(
      [
        initiation(),
        serverEvent('rich_content', richContent),
        serverEvent('agent_tool_request', request),
        serverEvent('mcp_connection_status', status),
        serverEvent('agent_reasoning_response_part', reasoning),
        serverEvent('asr_initiation_metadata', { model: 'scribe' }),
        serverEvent('agent_typing', { is_typing: true }),
        serverEvent('external_agent_connected', {}),
        serverEvent('external_agent_disconnected'),
      ],
      on,
    )
    await until(() => expect(on.onExternalAgentDisconnected).toHaveBeenCalledTimes(1))
    expect(on.onRichContent).toHaveBeenCalledWith(richContent)
    expect(on.onAgentToolRequest).toHaveBeenCalledWith(request)
    expect(on.onMCPConnectionStatus).toHaveBeenCalledWith(status)
    expect(on.onAgentReasoningResponsePart).toHaveBeenCalledWith(reasoning)
    expect(on.onAsrInitiationMetadata).toHaveBeenCalledWith({ model: 'scribe' })
    expect(on.onAgentTyping).toHaveBeenCalledWith({ is_typing: true })
    expect(on.onExternalAgentConnected).toHaveBeenCalledWith()
    expect(on.onExternalAgentDisconnected).toHaveBeenCalledWith()
    expect(onError).not.toHaveBeenCalled()
  })

  it('tells onIncomingEvent and onOutgoingEvent of every message, the initiation first', async () => {
    const onIncomingEvent = vi.fn()
    const onOutgoingEvent = vi.fn()
    const { connection, conversation } = await talk([initiation(), ping(), guardrail()], {
      onIncomingEvent,
      onOutgoingEvent,
    })
    await until(() => expect(onIncomingEvent).toHaveBeenCalledTimes(2))
    expect(onIncomingEvent.mock.calls.map(([event]) => event.type)).toEqual([
      'ping',
      'guardrail_triggered',
    ])
    conversation.sendUserActivity()
    await connection.waitFor('user_activity', { timeoutMs: 15_000 })
    expect(onOutgoingEvent.mock.calls.map(([event]) => event.type)).toEqual([
      'conversation_initiation_client_data',
      'pong',
      'user_activity',
    ])
    expect(onOutgoingEvent.mock.calls.map(([event]) => event)).toEqual(connection.received)
  })
})

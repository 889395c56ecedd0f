/**
 * Steps for the server events beyond the conversation's core: streamed reply text, tentative
 * transcripts, audio alignment, context usage, guardrails, MCP tool calls and their approval, and
 * any other event by its wire type. Each is a `Scenario`, run in order with the others.
 */
import { encodeAudio, toneSamples } from './audio.ts'
import type { ServerMessageType } from './messages.ts'
import type { Scenario } from './scenarios.ts'

/**
 * Sends one server event as the service does: `{ type, <payload key>: payload }`. A type without
 * a payload (`guardrail_triggered`) is sent as `{ type }` when `payload` is left out.
 */
export function serverEvent(
  type: ServerMessageType | string,
  payload?: Record<string, unknown>,
): Scenario {
  return (connection) => {
    if (payload === undefined) connection.send({ type })
    else connection.sendEvent(type as ServerMessageType, payload)
  }
}

/**
 * Streams a reply as the service does for text: `agent_chat_response_part` `start`, one `delta`
 * per word, `stop`, then the whole `agent_response`, all with one `event_id`.
 */
export function streamedResponse(text: string): Scenario {
  return (connection) => {
    const eventId = connection.nextEventId()
    const part = (type: 'start' | 'delta' | 'stop', part = '') =>
      connection.sendEvent('agent_chat_response_part', { text: part, type, event_id: eventId })
    part('start')
    for (const word of text.match(/\S+\s*/g) ?? []) part('delta', word)
    part('stop')
    connection.sendEvent('agent_response', { agent_response: text, event_id: eventId })
  }
}

/**
 * The user's words as the recogniser hears them: a `tentative_user_transcript` for each word
 * added, then the final `user_transcript` of the whole.
 */
export function tentativeTranscripts(text: string): Scenario {
  return (connection) => {
    const eventId = connection.lastEventId + 1
    const words = text.split(/\s+/).filter(Boolean)
    for (let count = 1; count <= words.length; count++) {
      connection.sendEvent('tentative_user_transcript', {
        user_transcript: words.slice(0, count).join(' '),
        event_id: eventId,
      })
    }
    connection.sendEvent('user_transcript', { user_transcript: text, event_id: eventId })
  }
}

/**
 * Says `text` with its alignment: `agent_response`, then one `audio` event (a tone, 60 ms a
 * character) whose `alignment` gives each character's start and duration.
 */
export function alignedResponse(text: string): Scenario {
  return (connection) => {
    const msPerChar = 60
    const chars = [...text]
    const eventId = connection.nextEventId()
    connection.sendEvent('agent_response', { agent_response: text, event_id: eventId })
    const { outputFormat } = connection.settings
    const tone = toneSamples(440, (chars.length * msPerChar) / 1000, outputFormat.sampleRate)
    connection.sendEvent('audio', {
      audio_base_64: encodeAudio(tone, outputFormat),
      event_id: eventId,
      alignment: {
        chars,
        char_start_times_ms: chars.map((_, index) => index * msPerChar),
        char_durations_ms: chars.map(() => msPerChar),
      },
    })
  }
}

/** How full the model's context window is after the turn (defaults: 1200 of 128,000 tokens). */
export interface ContextUsageOptions {
  contextTokens?: number
  contextLimitTokens?: number
  model?: string
}

/** Reports the model's context-window use, as the service does after each agent turn. */
export function contextUsage(options: ContextUsageOptions = {}): Scenario {
  return (connection) => {
    connection.sendEvent('context_usage', {
      event_id: connection.lastEventId,
      model: options.model ?? 'mock-llm',
      context_tokens: options.contextTokens ?? 1200,
      context_limit_tokens: options.contextLimitTokens ?? 128_000,
    })
  }
}

/** A guardrail stops the agent's reply: `guardrail_triggered`, which has no payload. */
export function guardrail(): Scenario {
  return serverEvent('guardrail_triggered')
}

/** How the agent calls one of its MCP tools. */
export interface MCPToolCallOptions {
  toolName: string
  parameters?: Record<string, unknown>
  toolCallId?: string
  /**
   * Ask the user first (`awaiting_approval`) and wait up to `approvalTimeoutSecs` for the
   * client's `mcp_tool_approval_result`: approved, the call succeeds; denied or unanswered, it
   * fails. False (the default) runs the call at once.
   */
  approval?: boolean
  /** The approval window announced, in seconds (5). */
  approvalTimeoutSecs?: number
  /** What a successful call returns (`[{ type: 'text', text: 'done' }]`). */
  result?: Record<string, unknown>[]
}

/**
 * Runs an MCP tool call through its states as `mcp_tool_call` events: `loading`, or
 * `awaiting_approval` and the client's answer, then `success` or `failure`. The answer stays in
 * `connection.received`.
 */
export function mcpToolCall(options: MCPToolCallOptions): Scenario {
  return async (connection) => {
    const toolCallId = options.toolCallId ?? `mcp-call-${connection.nextEventId()}`
    const call = {
      service_id: 'mock-mcp',
      tool_call_id: toolCallId,
      tool_name: options.toolName,
      parameters: options.parameters ?? {},
      timestamp: new Date().toISOString(),
    }
    const state = (fields: Record<string, unknown>) =>
      connection.sendEvent('mcp_tool_call', { ...call, ...fields })
    let approved = true
    if (options.approval) {
      const approvalTimeoutSecs = options.approvalTimeoutSecs ?? 5
      state({ state: 'awaiting_approval', approval_timeout_secs: approvalTimeoutSecs })
      const answer = await connection
        .waitFor('mcp_tool_approval_result', {
          predicate: (message) => message.tool_call_id === toolCallId,
          timeoutMs: approvalTimeoutSecs * 1000,
        })
        .catch(() => undefined)
      approved = answer?.is_approved === true
    } else state({ state: 'loading' })
    if (approved)
      state({ state: 'success', result: options.result ?? [{ type: 'text', text: 'done' }] })
    else state({ state: 'failure', error_message: 'The user did not approve this tool call.' })
  }
}

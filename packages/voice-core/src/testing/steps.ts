/**
 * Control steps for the mock agent's scripts: tool calls, the agent hanging up, pings, closes,
 * a dropped socket, pauses and malformed frames. Each is a `Scenario`, run in order with the
 * conversational behaviours of `scenarios.ts`.
 */
import type { Scenario } from './scenarios.ts'

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** What the agent asks the client's tool to do. */
export interface ClientToolCallOptions {
  toolName: string
  parameters?: Record<string, unknown>
  toolCallId?: string
  /** How long to wait for the `client_tool_result` before carrying on (5000 ms). */
  timeoutMs?: number
  /** Wait for the result before the next step (true); false carries on at once. */
  wait?: boolean
}

/**
 * Sends `client_tool_call` (with its own `event_id`) and waits for the matching
 * `client_tool_result`, which stays in `connection.received`. A result that does not come within
 * `timeoutMs` is recorded in `connection.errors` and the script carries on, so a client that
 * leaves a tool unanswered never stalls it.
 */
export function clientToolCall(options: ClientToolCallOptions): Scenario {
  return async (connection) => {
    const eventId = connection.nextEventId()
    const toolCallId = options.toolCallId ?? `tool-call-${eventId}`
    connection.sendEvent('client_tool_call', {
      tool_name: options.toolName,
      tool_call_id: toolCallId,
      parameters: options.parameters ?? {},
      event_id: eventId,
    })
    if (options.wait === false) return
    await connection
      .waitFor('client_tool_result', {
        predicate: (message) => message.tool_call_id === toolCallId,
        timeoutMs: options.timeoutMs,
      })
      .catch((error: Error) => {
        if (connection.isOpen) connection.errors.push(error.message)
      })
  }
}

/** How the agent hangs up. */
export interface EndCallOptions {
  /** Said first, as `agent_response`, when given. */
  message?: string
  /** How long to wait for the client to close before closing with 1000 itself (2000 ms). */
  timeoutMs?: number
  /**
   * Hang up with `agent_tool_response_full_payload` (the tool's whole result beside it) instead
   * of `agent_tool_response`; the service sends either.
   */
  fullPayload?: boolean
}

/**
 * The agent ends the call as the service does: `agent_tool_response` (or, with `fullPayload`,
 * `agent_tool_response_full_payload`) with `tool_name: "end_call"` (a client ends the session
 * with `reason: 'agent'`), then the socket closes: by the client, or by the agent with 1000 after
 * `timeoutMs`.
 */
export function endCall(options: EndCallOptions = {}): Scenario {
  return async (connection) => {
    if (options.message) connection.respond(options.message)
    const eventId = connection.nextEventId()
    const response = {
      tool_name: 'end_call',
      tool_call_id: `end-call-${eventId}`,
      tool_type: 'system',
      is_error: false,
      is_called: true,
      event_id: eventId,
    }
    if (options.fullPayload) {
      connection.sendEvent('agent_tool_response_full_payload', {
        ...response,
        full_tool_result: '{"reason":"The conversation is over."}',
      })
    } else connection.sendEvent('agent_tool_response', response)
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise((resolve) => {
      timer = setTimeout(resolve, options.timeoutMs ?? 2000)
    })
    await Promise.race([connection.closed, timeout])
    clearTimeout(timer)
    await connection.close(1000)
  }
}

/** How the agent pings. */
export interface PingOptions {
  /** Pings to send (1). */
  count?: number
  /** The `ping_ms` each carries (20; `null` is allowed by the protocol). */
  pingMs?: number | null
  /** Pause between pings, in milliseconds (0). */
  intervalMs?: number
  /** How long to wait for each `pong` (5000 ms). */
  timeoutMs?: number
}

/** Sends `ping` events and waits for the `pong` with each one's `event_id`. */
export function ping(options: PingOptions = {}): Scenario {
  return async (connection) => {
    for (let index = 0; index < (options.count ?? 1); index++) {
      if (index > 0) await sleep(options.intervalMs ?? 0)
      const eventId = connection.nextEventId()
      connection.sendEvent('ping', {
        event_id: eventId,
        ping_ms: options.pingMs === undefined ? 20 : options.pingMs,
      })
      await connection.waitFor('pong', {
        predicate: (message) => message.event_id === eventId,
        timeoutMs: options.timeoutMs,
      })
    }
  }
}

/**
 * Closes the connection with a code and reason: 1000 means the agent ended the call (the client
 * ends with `reason: 'agent'`); any other code, such as 1011 for a server failure, is an error
 * whose reason the client shows.
 */
export function close(code = 1000, reason = ''): Scenario {
  return async (connection) => {
    await connection.close(code, reason)
  }
}

/**
 * Drops the socket without a closing handshake, as a lost network does: the client sees close
 * code 1006 and ends with `reason: 'error'`.
 */
export function drop(): Scenario {
  return async (connection) => {
    connection.terminate()
    await connection.closed
  }
}

/** Waits before the next step. */
export function pause(ms: number): Scenario {
  return () => sleep(ms)
}

/** The frames `malformedFrames` sends: each is broken in a different way. */
export const MALFORMED_FRAMES: readonly string[] = [
  'not json',
  '{"type":"audio"',
  'null',
  '42',
  '"agent_response"',
  '[{"type":"agent_response"}]',
  '{}',
  '{"type":42}',
  '{"type":"audio"}',
  '{"type":"audio","audio_event":{"event_id":1}}',
  '{"type":"audio","audio_event":{"audio_base_64":"!!not base64!!","event_id":1}}',
  '{"type":"audio","audio_event":{"audio_base_64":"AAAA","event_id":"one"}}',
  '{"type":"agent_response","agent_response_event":{}}',
  '{"type":"user_transcript","user_transcription_event":null}',
  '{"type":"interruption","interruption_event":{"event_id":null}}',
  '{"type":"ping","ping_event":{}}',
  '{"type":"client_tool_call","client_tool_call":{"parameters":{}}}',
  '{"type":"mcp_tool_call","mcp_tool_call":{"tool_call_id":"m"}}',
  '{"type":"agent_chat_response_part","text_response_part":{"text":"x"}}',
  '{"type":"context_usage","context_usage_event":[]}',
  '{"type":"agent_tool_response_full_payload"}',
  '{"type":"guardrail_triggered","guardrail_triggered_event":7}',
  '{"type":"no_such_type","no_such_type_event":{}}',
]

/**
 * Sends every frame in `MALFORMED_FRAMES` plus a binary frame, then a well-formed
 * `agent_response` "Still here." so a test can tell the client carried on.
 */
export function malformedFrames(): Scenario {
  return (connection) => {
    for (const frame of MALFORMED_FRAMES) connection.sendRaw(frame)
    connection.sendRaw(Uint8Array.of(0, 1, 2, 3))
    connection.respond('Still here.')
  }
}

import { runClientTool } from './client-tools'
import type { SessionCallbacks } from './options'
import type {
  AgentToolResponseEvent,
  AudioAlignmentEvent,
  ServerErrorEvent,
  ServerMessage,
} from './protocol/messages'
import type { Session } from './session'

/** The server `error_type` that means the conversation is over (as `@elevenlabs/client` treats it). */
export const ENDING_ERROR_TYPE = 'max_duration_exceeded'

type Known = Exclude<ServerMessage, { type: 'unknown' }>
// A handler that returns true has the type's own callback told after it (as every type without
// a handler has).
type Handlers = {
  [T in Known['type']]?: (session: Session, event: Extract<Known, { type: T }>['event']) => unknown
} & { unknown: (session: Session, raw: Record<string, unknown>) => void }
type Emit = (name: keyof SessionCallbacks, ...args: unknown[]) => void

/**
 * The callback a type goes to when nothing else is done with it, named as `@elevenlabs/client`
 * names it: `on` and the type in camel case (`context_usage` → `onContextUsage`), with MCP in
 * capitals and `onConversationMetadata` for the initiation metadata.
 */
export const callbackName = (type: string) =>
  `on${type.replace(/(?:^|_)(\w)/g, (_, letter: string) => letter.toUpperCase())}`
    .replace('Mcp', 'MCP')
    .replace('nInitiation', 'n') as keyof SessionCallbacks

/** `agent_tool_response` in either form: reported, and `end_call` ends the session as the agent. */
function toolResponse(session: Session, event: AgentToolResponseEvent): void {
  session.parts.callbacks.emit('onAgentToolResponse', event)
  if (event.tool_name === 'end_call') {
    void session.agentEndedCall({ reason: 'agent', context: { type: 'end_call', ...event } })
  }
}

/** Whether an `alignment` has its three arrays. */
const isAlignment = (value: unknown): value is AudioAlignmentEvent => {
  const { chars, char_start_times_ms, char_durations_ms } = (value ?? {}) as AudioAlignmentEvent
  return [chars, char_start_times_ms, char_durations_ms].every(Array.isArray)
}

/** What the engine does with each type beyond passing its payload on. */
const HANDLERS: Handlers = {
  audio(session, { audio_base_64, event_id, alignment }) {
    // The alignment of audio that will not play would caption words never heard.
    if (!session.audio(audio_base_64, event_id) || alignment === undefined) return
    const on = session.parts.callbacks
    if (isAlignment(alignment)) on.emit('onAudioAlignment', alignment)
    else
      on.emit('onError', 'Received a "audio" message with a missing or invalid alignment.', {
        event_id,
      })
  },
  interruption(session, event) {
    session.interrupt(event.event_id)
    return true
  },
  agent_response(session, { agent_response: message, event_id }) {
    session.turn()
    session.parts.callbacks.emit('onMessage', { source: 'ai', role: 'agent', message, event_id })
  },
  user_transcript(session, { user_transcript: message, event_id }) {
    session.turn()
    session.parts.callbacks.emit('onMessage', { source: 'user', role: 'user', message, event_id })
  },
  vad_score(session, event) {
    session.parts.callbacks.emit('onVadScore', { vadScore: event.vad_score })
  },
  ping(session, event) {
    const { connection, stats } = session.parts
    connection.send({ type: 'pong', event_id: event.event_id })
    stats.ping(event.ping_ms)
    return true
  },
  client_tool_call(session, event) {
    const { options, callbacks, connection } = session.parts
    void runClientTool(event, options.clientTools, callbacks, (reply) => connection.send(reply))
  },
  agent_tool_response: toolResponse,
  agent_tool_response_full_payload: toolResponse,
  mcp_tool_call(session, event) {
    session.parts.callbacks.emit('onMCPToolCall', event)
    void session.approvals.call(event)
  },
  error: serverError,
  // A type the engine does not know reaches onDebug whole.
  unknown(session, raw) {
    session.parts.callbacks.emit('onDebug', raw)
  },
}

/**
 * Turns one validated server message into callbacks, audio and replies: through its handler
 * above, or else to its callback as it came. Only called while the session is live; `raw` is
 * the message as parsed from its JSON.
 */
export function handleServerMessage(
  session: Session,
  message: ServerMessage,
  raw: Record<string, unknown>,
): void {
  const on = session.parts.callbacks as { emit: Emit }
  on.emit('onIncomingEvent', raw)
  const { type, event } = message as { type: ServerMessage['type']; event?: unknown }
  const handler = HANDLERS[type] as ((session: Session, event: unknown) => unknown) | undefined
  if (handler && !handler(session, event ?? raw)) return
  // A type that says everything by arriving (a guardrail, an agent joining) comes without a payload.
  if (event === undefined) on.emit(callbackName(type))
  else on.emit(callbackName(type), event)
}

/** `Server error: …` through `onError`, or the end of the session for an ending error type. */
function serverError(session: Session, event: ServerErrorEvent): void {
  const { error_type: errorType, code } = event
  const text = event.message || event.reason || 'Unknown error'
  if (errorType === ENDING_ERROR_TYPE) {
    void session.finish({ reason: 'error', message: text, context: { type: errorType, code } })
    return
  }
  session.parts.callbacks.emit('onError', `Server error: ${text}`, {
    errorType,
    code,
    debugMessage: event.debug_message,
    details: event.details,
  })
}

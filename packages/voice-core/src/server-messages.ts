import { runClientTool } from './client-tools'
import type { ServerErrorEvent, ServerMessage } from './protocol/messages'
import type { Session } from './session'

/** Server `error_type`s that mean the conversation is over (as `@elevenlabs/client` treats them). */
export const ENDING_ERROR_TYPES: readonly string[] = ['max_duration_exceeded']

/**
 * Turns one validated server message into callbacks, audio and replies. Only called while the
 * session is live.
 */
export function handleServerMessage(session: Session, message: ServerMessage): void {
  const { options, callbacks: on, connection, stats } = session.parts
  switch (message.type) {
    case 'audio':
      session.audio(message.event.audio_base_64, message.event.event_id)
      break
    case 'interruption':
      session.interrupt(message.event.event_id)
      on.emit('onInterruption', message.event)
      break
    case 'agent_response': {
      const { agent_response, event_id } = message.event
      session.turn()
      on.emit('onMessage', { source: 'ai', role: 'agent', message: agent_response, event_id })
      break
    }
    case 'user_transcript': {
      const { user_transcript, event_id } = message.event
      session.turn()
      on.emit('onMessage', { source: 'user', role: 'user', message: user_transcript, event_id })
      break
    }
    case 'agent_response_correction':
      on.emit('onAgentResponseCorrection', message.event)
      break
    case 'conversation_initiation_metadata':
      on.emit('onConversationMetadata', message.event)
      break
    case 'vad_score':
      on.emit('onVadScore', { vadScore: message.event.vad_score })
      break
    case 'ping':
      connection.send({ type: 'pong', event_id: message.event.event_id })
      stats.ping(message.event.ping_ms)
      on.emit('onPing', message.event)
      break
    case 'client_tool_call':
      void runClientTool(message.event, options.clientTools, on, (reply) => connection.send(reply))
      break
    case 'agent_tool_response':
      on.emit('onAgentToolResponse', message.event)
      if (message.event.tool_name === 'end_call') {
        void session.agentEndedCall({
          reason: 'agent',
          context: { type: 'end_call', ...message.event },
        })
      }
      break
    case 'error':
      serverError(session, message.event)
      break
    case 'unknown':
      on.emit('onDebug', message.raw)
      break
    default:
      // Tentative transcripts and responses: useful for debugging only.
      on.emit('onDebug', { type: message.type, ...message.event })
  }
}

/** `Server error: …` through `onError`, or the end of the session for an ending error type. */
function serverError(session: Session, event: ServerErrorEvent): void {
  const { error_type: errorType, code } = event
  const text = event.message || event.reason || 'Unknown error'
  if (errorType && ENDING_ERROR_TYPES.includes(errorType)) {
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

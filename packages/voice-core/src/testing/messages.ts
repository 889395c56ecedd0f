/**
 * Shapes of the convai messages the mock agent sends and receives.
 */

/** Server message type → the key its payload travels under (see the protocol reference). */
export const PAYLOAD_KEYS = {
  conversation_initiation_metadata: 'conversation_initiation_metadata_event',
  audio: 'audio_event',
  interruption: 'interruption_event',
  agent_response: 'agent_response_event',
  agent_response_correction: 'agent_response_correction_event',
  user_transcript: 'user_transcription_event',
  tentative_user_transcript: 'tentative_user_transcription_event',
  internal_tentative_agent_response: 'tentative_agent_response_internal_event',
  client_tool_call: 'client_tool_call',
  agent_tool_response: 'agent_tool_response',
  agent_tool_response_full_payload: 'agent_tool_response_full_payload',
  agent_tool_request: 'agent_tool_request',
  agent_chat_response_part: 'text_response_part',
  agent_reasoning_response_part: 'reasoning_response_part',
  asr_initiation_metadata: 'asr_initiation_metadata_event',
  context_usage: 'context_usage_event',
  mcp_tool_call: 'mcp_tool_call',
  mcp_connection_status: 'mcp_connection_status',
  rich_content: 'rich_content',
  agent_typing: 'agent_typing_event',
  external_agent_connected: 'external_agent_connected_event',
  external_agent_disconnected: 'external_agent_disconnected_event',
  vad_score: 'vad_score_event',
  ping: 'ping_event',
  error: 'error_event',
} as const

/** A server message type the protocol defines. */
export type ServerMessageType = keyof typeof PAYLOAD_KEYS

/** A message as the server sends it: `{ type, <payload key>: payload }`. */
export type ServerMessage = { type: string } & Record<string, unknown>

/** A message the client sent, parsed from JSON. Audio chunks have no `type`. */
export type ClientMessage = { type?: string; user_audio_chunk?: string } & Record<string, unknown>

/**
 * Wraps a payload the way the convai server does.
 *
 * @param type - the message type, e.g. `agent_response`.
 * @param payload - the event's fields, e.g. `{ agent_response: 'Hello' }`.
 */
export function serverMessage(
  type: ServerMessageType,
  payload: Record<string, unknown>,
): ServerMessage {
  return { type, [PAYLOAD_KEYS[type]]: payload }
}

/**
 * The type of a client message: its `type`, or `user_audio_chunk` for audio (which has none).
 *
 * @returns the type, or `unknown` when the message has neither.
 */
export function clientMessageType(message: ClientMessage): string {
  if (typeof message.type === 'string') return message.type
  return typeof message.user_audio_chunk === 'string' ? 'user_audio_chunk' : 'unknown'
}

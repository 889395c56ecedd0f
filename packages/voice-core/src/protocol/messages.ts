/**
 * Shapes of the convai WebSocket protocol: every server message the engine understands and every
 * message it sends. Server messages are `{ type, <type>_event: {...} }`.
 */

/** `conversation_initiation_metadata`: the first server message; the session starts here. */
export interface InitiationMetadataEvent {
  conversation_id: string
  agent_output_audio_format: string
  user_input_audio_format: string
}

/** `audio`: a base64 chunk of agent speech; ids increase through the conversation. */
export interface AudioEvent {
  audio_base_64: string
  event_id: number
  alignment?: unknown
}

/** `interruption`: the user spoke over the agent; audio with a lower id is stale. */
export interface InterruptionEvent {
  event_id: number
}

/** `client_tool_call`: the agent asks the client to run one of its tools. */
export interface ClientToolCallEvent {
  tool_name: string
  tool_call_id: string
  parameters: Record<string, unknown>
  event_id?: number
  expects_response?: boolean
}

/** `agent_tool_response`: the agent ran a server tool; `end_call` means it hung up. */
export interface AgentToolResponseEvent {
  tool_name: string
  tool_call_id?: string
  tool_type?: string
  is_error?: boolean
  is_called?: boolean
  event_id?: number
}

/** `agent_response_correction`: the agent's last response, as it was cut short by the user. */
export interface AgentResponseCorrectionEvent {
  original_agent_response: string
  corrected_agent_response: string
  event_id?: number
}

/** `ping`: answered with a pong; `ping_ms` is the server's latest round-trip estimate. */
export interface PingEvent {
  event_id: number
  ping_ms: number | null
}

/** `error`: the server reports a problem; some error types end the conversation. */
export interface ServerErrorEvent {
  code?: number
  message?: string
  reason?: string
  error_type?: string
  debug_message?: string
  details?: Record<string, unknown>
}

/** Every server message the engine handles, after validation. */
export type ServerMessage =
  | { type: 'conversation_initiation_metadata'; event: InitiationMetadataEvent }
  | { type: 'audio'; event: AudioEvent }
  | { type: 'interruption'; event: InterruptionEvent }
  | { type: 'agent_response'; event: { agent_response: string; event_id?: number } }
  | { type: 'agent_response_correction'; event: AgentResponseCorrectionEvent }
  | { type: 'user_transcript'; event: { user_transcript: string; event_id?: number } }
  | { type: 'tentative_user_transcript'; event: { user_transcript: string } }
  | { type: 'internal_tentative_agent_response'; event: { tentative_agent_response: string } }
  | { type: 'client_tool_call'; event: ClientToolCallEvent }
  | { type: 'agent_tool_response'; event: AgentToolResponseEvent }
  | { type: 'vad_score'; event: { vad_score: number } }
  | { type: 'ping'; event: PingEvent }
  | { type: 'error'; event: ServerErrorEvent }
  /** A type the engine does not handle: passed on whole to `onDebug`. */
  | { type: 'unknown'; raw: Record<string, unknown> }

/** Every message the client sends. */
export type ClientMessage =
  | {
      type: 'conversation_initiation_client_data'
      conversation_config_override?: Record<string, unknown>
      custom_llm_extra_body?: unknown
      dynamic_variables?: Record<string, string | number | boolean>
      user_id?: string
    }
  | { user_audio_chunk: string }
  | { type: 'pong'; event_id: number }
  | { type: 'client_tool_result'; tool_call_id: string; result: string; is_error: boolean }
  | { type: 'feedback'; score: 'like' | 'dislike'; event_id: number }
  | { type: 'contextual_update'; text: string }
  | { type: 'user_message'; text: string }
  | { type: 'user_activity' }

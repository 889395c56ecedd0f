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
  alignment?: AudioAlignmentEvent
}

/** `audio_event.alignment`: when each character of the spoken text starts and how long it lasts. */
export interface AudioAlignmentEvent {
  chars: string[]
  char_start_times_ms: number[]
  char_durations_ms: number[]
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

/**
 * `agent_tool_response_full_payload`: an `agent_tool_response` with the tool's whole result;
 * `end_call` means the agent hung up here too.
 */
export interface AgentToolResponseFullPayloadEvent extends AgentToolResponseEvent {
  full_tool_result?: string
  is_blocked?: boolean
  truncated?: boolean
}

/** `agent_tool_request`: the agent is about to run one of its server tools. */
export interface AgentToolRequestEvent {
  tool_name: string
  tool_call_id: string
  tool_type: string
  event_id: number
}

/** Where a streamed part sits in its reply. */
export type ResponsePartType = 'start' | 'delta' | 'stop'

/** `agent_chat_response_part`: a piece of the agent's reply text as it is generated. */
export interface AgentChatResponsePartEvent {
  text: string
  type: ResponsePartType
  event_id: number
}

/** `agent_reasoning_response_part`: a piece of the agent's reasoning (its `event_id` is text). */
export interface AgentReasoningResponsePartEvent {
  text: string
  type: ResponsePartType
  event_id: string
}

/** `tentative_user_transcript`: what the user seems to be saying, before the final transcript. */
export interface TentativeUserTranscriptEvent {
  user_transcript: string
  event_id: number
}

/** `context_usage`: how much of the model's context window the last agent turn used. */
export interface ContextUsageEvent {
  event_id: number
  model: string
  context_tokens: number
  context_limit_tokens: number
}

/** `rich_content`: a component (an item card, say) the agent asks the page to show. */
export interface RichContentEvent {
  rich_content_id: string
  component: string
  props: Record<string, unknown>
  event_id: number
}

/** `agent_typing`: a human agent who took over is typing (or stopped). */
export interface AgentTypingEvent {
  is_typing: boolean
  duration_ms?: number
}

/** `mcp_connection_status`: which of the agent's MCP servers are connected. */
export interface MCPConnectionStatusEvent {
  integrations: Array<{
    integration_id: string
    integration_type: 'mcp_server' | 'mcp_integration'
    is_connected: boolean
    tool_count: number
  }>
}

interface MCPToolCallBase {
  service_id: string
  tool_call_id: string
  tool_name: string
  tool_description?: string
  parameters: Record<string, unknown>
  timestamp: string
}

/** `mcp_tool_call`: one of the agent's MCP tool calls, in each state it passes through. */
export type MCPToolCallEvent = MCPToolCallBase &
  (
    | { state: 'loading' }
    | { state: 'awaiting_approval'; approval_timeout_secs: number }
    | { state: 'success'; result: Record<string, unknown>[] }
    | { state: 'failure'; error_message: string }
  )

/** An MCP tool call waiting for the user's approval: the one state that can be answered. */
export type MCPToolApprovalRequest = Extract<MCPToolCallEvent, { state: 'awaiting_approval' }>

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
  | { type: 'tentative_user_transcript'; event: TentativeUserTranscriptEvent }
  | { type: 'client_tool_call'; event: ClientToolCallEvent }
  | { type: 'agent_tool_response'; event: AgentToolResponseEvent }
  | { type: 'agent_tool_response_full_payload'; event: AgentToolResponseFullPayloadEvent }
  | { type: 'agent_tool_request'; event: AgentToolRequestEvent }
  | { type: 'agent_chat_response_part'; event: AgentChatResponsePartEvent }
  | { type: 'agent_reasoning_response_part'; event: AgentReasoningResponsePartEvent }
  | { type: 'asr_initiation_metadata'; event: Record<string, unknown> }
  | { type: 'context_usage'; event: ContextUsageEvent }
  | { type: 'guardrail_triggered'; event?: undefined }
  | { type: 'mcp_tool_call'; event: MCPToolCallEvent }
  | { type: 'mcp_connection_status'; event: MCPConnectionStatusEvent }
  | { type: 'rich_content'; event: RichContentEvent }
  | { type: 'agent_typing'; event: AgentTypingEvent }
  | { type: 'external_agent_connected'; event?: undefined }
  | { type: 'external_agent_disconnected'; event?: undefined }
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
  | { type: 'feedback'; score: 'like' | 'dislike' | null; event_id: number }
  | { type: 'contextual_update'; text: string; context_id?: string }
  | { type: 'user_message'; text: string; rich_content_id?: string }
  | { type: 'mcp_tool_approval_result'; tool_call_id: string; is_approved: boolean }
  | { type: 'user_activity' }

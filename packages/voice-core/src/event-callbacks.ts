import type {
  AgentChatResponsePartEvent,
  AgentReasoningResponsePartEvent,
  AgentToolRequestEvent,
  AgentTypingEvent,
  AudioAlignmentEvent,
  ContextUsageEvent,
  MCPConnectionStatusEvent,
  MCPToolCallEvent,
  RichContentEvent,
  TentativeUserTranscriptEvent,
} from './protocol/messages'

/**
 * Callbacks for the server events beyond the conversation's core, each given the event's payload
 * as the server sent it; names and payloads follow `@elevenlabs/client`.
 */
export interface ServerEventCallbacks {
  /** A piece of the agent's reply text as it is generated (`start`, `delta`s, `stop`). */
  onAgentChatResponsePart?: (part: AgentChatResponsePartEvent) => void
  /** A piece of the agent's reasoning, where its model shares it. */
  onAgentReasoningResponsePart?: (part: AgentReasoningResponsePartEvent) => void
  /** The agent is about to run one of its server tools. */
  onAgentToolRequest?: (request: AgentToolRequestEvent) => void
  /** The speech recogniser's settings for this conversation. */
  onAsrInitiationMetadata?: (metadata: Record<string, unknown>) => void
  /** When each character of an agent audio chunk that will play is spoken. */
  onAudioAlignment?: (alignment: AudioAlignmentEvent) => void
  /** How much of the model's context window the last agent turn used. */
  onContextUsage?: (usage: ContextUsageEvent) => void
  /** A guardrail stopped the agent's reply. */
  onGuardrailTriggered?: () => void
  /** One of the agent's MCP tool calls changed state. */
  onMCPToolCall?: (call: MCPToolCallEvent) => void
  /** Which of the agent's MCP servers are connected. */
  onMCPConnectionStatus?: (status: MCPConnectionStatusEvent) => void
  /** A component the agent asks the page to show. */
  onRichContent?: (content: RichContentEvent) => void
  /** A human agent who took over is typing, or stopped. */
  onAgentTyping?: (typing: AgentTypingEvent) => void
  /** A human agent joined the conversation. */
  onExternalAgentConnected?: () => void
  /** The human agent left the conversation. */
  onExternalAgentDisconnected?: () => void
  /** What the user seems to be saying, before `onMessage` gives the final transcript. */
  onTentativeUserTranscript?: (transcript: TentativeUserTranscriptEvent) => void
  /** Every message the server sent that the engine accepted, as parsed from its JSON. */
  onIncomingEvent?: (event: IncomingSocketEvent) => void
  /** Every message the engine sends, the initiation and microphone chunks included. */
  onOutgoingEvent?: (event: OutgoingSocketEvent) => void
}

/** A server message as parsed from its JSON: `{ type, <payload key>: payload }`. */
export type IncomingSocketEvent = { type: string } & Record<string, unknown>

/** A message the engine sent (a microphone chunk is `{ user_audio_chunk }`, with no type). */
export type OutgoingSocketEvent = Record<string, unknown>

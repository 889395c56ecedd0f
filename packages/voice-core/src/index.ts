export { unlockAudio } from './audio/unlock'
export {
  Conversation,
  type StartedConversation,
  TextConversation,
  VoiceConversation,
} from './conversation'
export type {
  AudioWorkletConfig,
  Callbacks,
  ClientToolsConfig,
  ConnectionType,
  ContextualUpdateOptions,
  ConversationCreatedCallback,
  ConversationLifecycleOptions,
  DropInOptions,
  FormatConfig,
  InputConfig,
  Location,
  MCPToolApprovalConfig,
  Options,
  OutputConfig,
  PartialOptions,
  Role,
  SendUserMessageOptions,
  SessionConfig,
} from './drop-in'
export { SessionStartError, SessionStartError as SessionConnectionError } from './errors'
export type {
  IncomingSocketEvent,
  OutgoingSocketEvent,
  ServerEventCallbacks,
} from './event-callbacks'
export type { MCPToolApprovalHandler, MCPToolApprovalRequestContext } from './mcp-approvals'
export type {
  ClientTool,
  DeviceFormat,
  DisconnectionContext,
  DisconnectionDetails,
  InputDeviceOptions,
  OutputDeviceOptions,
  SessionCallbacks,
  SessionOptions,
  SessionOverrides,
  WorkletPaths,
} from './options'
export type {
  AgentChatResponsePartEvent,
  AgentReasoningResponsePartEvent,
  AgentResponseCorrectionEvent,
  AgentToolRequestEvent,
  AgentToolResponseEvent,
  AgentToolResponseFullPayloadEvent,
  AgentTypingEvent,
  AudioAlignmentEvent,
  ClientToolCallEvent,
  ContextUsageEvent,
  InitiationMetadataEvent,
  InterruptionEvent,
  MCPConnectionStatusEvent,
  MCPToolApprovalRequest,
  MCPToolCallEvent,
  PingEvent,
  ResponsePartType,
  RichContentEvent,
  ServerErrorEvent,
  TentativeUserTranscriptEvent,
} from './protocol/messages'
export type { SessionStats } from './stats'
export type { Mode, Status } from './status'

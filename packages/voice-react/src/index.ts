// What `@elevenlabs/react` re-exports from `@elevenlabs/client`, from the engine under these hooks.
export {
  type AudioAlignmentEvent,
  type AudioWorkletConfig,
  type Callbacks,
  type ClientToolsConfig,
  type ConnectionType,
  type ContextUsageEvent,
  type ContextualUpdateOptions,
  Conversation,
  type ConversationCreatedCallback,
  type ConversationLifecycleOptions,
  type DisconnectionContext,
  type DisconnectionDetails,
  type FormatConfig,
  type IncomingSocketEvent,
  type InputConfig,
  type Location,
  type MCPToolApprovalConfig,
  type MCPToolApprovalHandler,
  type MCPToolApprovalRequest,
  type MCPToolApprovalRequestContext,
  type Mode,
  type Options,
  type OutputConfig,
  type PartialOptions,
  type PingEvent,
  type Role,
  type SendUserMessageOptions,
  type SessionConfig,
  SessionConnectionError,
  type Status,
  TextConversation,
  VoiceConversation,
} from '@org/voice-core'
export {
  ConversationProvider,
  type ConversationProviderProps,
} from './conversation-provider'
export {
  useConversationClientTool,
  useConversationControls,
  useConversationFeedback,
  useConversationInput,
  useConversationMode,
  useConversationStatus,
  useRawConversation,
} from './conversation-slices'
export type { ConversationSessionOptions, ConversationState } from './conversation-store'
export type {
  ClientTool,
  ClientToolResult,
  ClientTools,
  ConversationControlsValue,
  ConversationFeedbackValue,
  ConversationInputValue,
  ConversationModeValue,
  ConversationStatus,
  ConversationStatusValue,
  HookCallbacks,
  HookOptions,
  InputDeviceConfig,
  OutputDeviceConfig,
} from './drop-in-types'
export type {
  ConversationEngine,
  EngineConversation,
  EngineSessionOptions,
} from './engine'
export {
  MICROPHONE_ERROR_TEXT,
  SIGNED_URL_TEXT,
  VOICE_TEXT,
  voiceErrorMessage,
} from './messages'
export {
  MicrophoneAccessError,
  type MicrophoneApis,
  type MicrophoneErrorReason,
  type MicrophonePermission,
  microphoneErrorReason,
  probeMicrophone,
} from './microphone'
export {
  type GetSignedUrl,
  SignerError,
  type SupabaseSignedUrlOptions,
  supabaseSignedUrl,
} from './signed-url'
export { type VoiceStatusLabel, voiceStatusLabel } from './status-label'
export {
  DEFAULT_TRANSCRIPT_LIMIT,
  EMPTY_TRANSCRIPT,
  nextTranscript,
  type TranscriptEvent,
  type TranscriptState,
} from './transcript'
export {
  type UseConversationOptions,
  type UseConversationReturn,
  useConversation,
} from './use-conversation'
export {
  type MicrophonePermissionState,
  type UseMicrophonePermissionOptions,
  useMicrophonePermission,
} from './use-microphone-permission'
export {
  type TranscriptCallbacks,
  type UseTranscriptOptions,
  type UseTranscriptReturn,
  useTranscript,
} from './use-transcript'
export {
  type TranscriptLine,
  type UseVoiceChatOptions,
  useVoiceChat,
  type VoiceChat,
  type VoiceEnvironment,
  type VoicePhase,
} from './use-voice-chat'
export { VoiceChatModal, type VoiceChatModalProps } from './voice-chat-modal'
export { VoiceLevel, type VoiceLevelProps } from './voice-level'
export type { ContactPhone } from './voice-next-step'
export { VoiceStatus, type VoiceStatusProps } from './voice-status'
export {
  VOICE_STYLE_SCOPE,
  VoiceStyleScope,
  type VoiceStyleScopeProps,
} from './voice-style-scope'

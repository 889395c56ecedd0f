export {
  ConversationProvider,
  type ConversationProviderProps,
} from './conversation-provider'
export type { ConversationSessionOptions, ConversationState } from './conversation-store'
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
  type TranscriptLine,
  type UseVoiceChatOptions,
  useVoiceChat,
  type VoiceChat,
  type VoiceEnvironment,
  type VoicePhase,
} from './use-voice-chat'
export { VoiceChatModal, type VoiceChatModalProps } from './voice-chat-modal'
export { VoiceLevel, type VoiceLevelProps } from './voice-level'
export { VoiceStatus, type VoiceStatusProps } from './voice-status'
export {
  VOICE_STYLE_SCOPE,
  VoiceStyleScope,
  type VoiceStyleScopeProps,
} from './voice-style-scope'

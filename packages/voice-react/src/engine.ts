import { Conversation, type SessionOptions, unlockAudio } from '@org/voice-core'

/** What a session start receives: voice-core's options plus the signal that cancels it. */
export type EngineSessionOptions = SessionOptions & {
  /** Aborted when the start is cancelled; the engine then tears down and rejects. */
  signal?: AbortSignal
}

/** The methods of a live session the hooks call: voice-core's `Conversation`. */
export type EngineConversation = Pick<
  Conversation,
  | 'endSession'
  | 'getId'
  | 'setVolume'
  | 'setMicMuted'
  | 'getInputVolume'
  | 'getOutputVolume'
  | 'getInputByteFrequencyData'
  | 'getOutputByteFrequencyData'
  | 'sendFeedback'
  | 'sendContextualUpdate'
  | 'sendUserMessage'
  | 'sendUserActivity'
  | 'sendMCPToolApprovalResult'
  | 'changeInputDevice'
  | 'changeOutputDevice'
  | 'getStats'
>

/**
 * Starts sessions. The default is `@org/voice-core`'s `Conversation`; tests and stories pass a
 * scripted stand-in so every state can be shown without a microphone or an agent.
 */
export interface ConversationEngine {
  startSession(options: EngineSessionOptions): Promise<EngineConversation>
  /**
   * Creates and resumes the speaker's audio context. Called synchronously inside the visitor's
   * tap, before anything is awaited: iOS Safari keeps a context created later silent. May return
   * a release, called when the start fails before `startSession` took the context.
   */
  unlockAudio?(): (() => void) | undefined
}

/** `@org/voice-core`, the engine used unless one is injected. */
export const voiceCoreEngine: ConversationEngine = {
  startSession: (options) => Conversation.startSession(options),
  unlockAudio,
}

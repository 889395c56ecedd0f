/**
 * Names of `@elevenlabs/react` 1.x that this package adds to `@org/voice-core`'s, so a program
 * written for it compiles with only its import changed.
 */
import type {
  Callbacks,
  ContextualUpdateOptions,
  InputConfig,
  Mode,
  OutputConfig,
  SessionStats,
  Status,
} from '@org/voice-core'
import type { ConversationSessionOptions } from './conversation-store'

/** What a client tool may return: sent to the agent as text. */
// biome-ignore lint/suspicious/noConfusingVoidType: as the official type, so a tool returning nothing fits.
export type ClientToolResult = string | number | void

/**
 * A client tool whose parameters and result are typed. Declared through a method so that a tool
 * with typed parameters still fits {@link ClientTools} under `strictFunctionTypes` (method
 * parameters are compared both ways); the official type refuses `({ city }: { city: string })`.
 */
export type ClientTool<
  Parameters extends Record<string, unknown> = Record<string, unknown>,
  Result extends ClientToolResult = ClientToolResult,
> = {
  tool(parameters: Parameters): Promise<Result> | Result
}['tool']

/** Client tools by name. */
export type ClientTools = Record<string, ClientTool>

/** The callbacks the hooks accept (all of the engine's). */
export type HookCallbacks = Callbacks

/**
 * Everything a session start accepts through the hooks, all optional: voice-core's options
 * (callbacks, client tools, device ids, worklet paths, `serverLocation`, `connectionType`...),
 * plus `getSignedUrl`.
 */
export type HookOptions = ConversationSessionOptions

/**
 * A session's status as the hooks report it: voice-core's, plus `error` once a session is over
 * because it failed (its start failed, it ended with an error, or the service reported one).
 */
export type ConversationStatus = Status | 'error'

/** What `useConversationStatus` returns. */
export interface ConversationStatusValue {
  status: ConversationStatus
  /** The latest error message, if any. */
  message?: string
}

/** What `useConversationMode` returns. */
export interface ConversationModeValue {
  mode: Mode
  isSpeaking: boolean
  isListening: boolean
}

/** What `useConversationInput` returns. */
export interface ConversationInputValue {
  isMuted: boolean
  setMuted: (isMuted: boolean) => void
}

/** What `useConversationFeedback` returns. */
export interface ConversationFeedbackValue {
  canSendFeedback: boolean
  /** Like (true), dislike (false) or withdraw (null) the rating of the latest response. */
  sendFeedback: (like: boolean | null, eventId?: number) => void
}

/** What `changeInputDevice` accepts (the `@elevenlabs/client` name). */
export type InputDeviceConfig = InputConfig
/** What `changeOutputDevice` accepts (the `@elevenlabs/client` name). */
export type OutputDeviceConfig = OutputConfig

/** What `useConversationControls` returns: stable functions that never cause a render. */
export interface ConversationControlsValue {
  startSession: (options?: HookOptions) => Promise<string>
  endSession: () => Promise<void>
  sendUserMessage: (text: string) => void
  sendContextualUpdate: (text: string, options?: ContextualUpdateOptions) => void
  sendUserActivity: () => void
  sendMCPToolApprovalResult: (toolCallId: string, isApproved: boolean) => void
  setVolume: (options: { volume: number }) => void
  changeInputDevice: (config: InputConfig) => Promise<void>
  changeOutputDevice: (config: OutputConfig) => Promise<void>
  getInputByteFrequencyData: () => Uint8Array
  getOutputByteFrequencyData: () => Uint8Array
  getInputVolume: () => number
  getOutputVolume: () => number
  getId: () => string
  /** Connect time, playback latency, queue depth and more; undefined without a session. */
  getStats: () => SessionStats | undefined
}

import type { AudioFormat, SocketConstructor } from './connection'
import type {
  AgentToolResponseEvent,
  ClientToolCallEvent,
  InterruptionEvent,
} from './protocol/messages'
import type { SessionStats } from './stats'
import type { Mode, Status } from './status'

/**
 * Why a session ended, passed once to `onDisconnect`. A socket close also carries its
 * `closeCode` and `closeReason`, as in `@elevenlabs/client`.
 */
export type DisconnectionDetails =
  | { reason: 'user' }
  | { reason: 'agent'; context?: unknown; closeCode?: number; closeReason?: string }
  | {
      reason: 'error'
      message: string
      context?: unknown
      closeCode?: number
      closeReason?: string
    }

/** A function the agent may call by name; its result is sent back as a string. */
export type ClientTool = (parameters: Record<string, unknown>) => unknown

/** Where to load each AudioWorklet module from, for sites whose CSP forbids blob: and data:. */
export interface WorkletPaths {
  /** URL of `@org/voice-core/worklets/capture.js` as served by the site. */
  capture?: string
  /** URL of `@org/voice-core/worklets/playback.js` as served by the site. */
  playback?: string
}

/** Agent settings overridden for this conversation only (the agent must allow them). */
export interface SessionOverrides {
  agent?: { prompt?: { prompt?: string }; firstMessage?: string; language?: string }
  tts?: { voiceId?: string }
}

/** Every callback, all optional; names and arguments follow `@elevenlabs/client`. */
export interface SessionCallbacks {
  onConnect?: (props: { conversationId: string }) => void
  onDisconnect?: (details: DisconnectionDetails) => void
  onError?: (message: string, context?: unknown) => void
  /** `role` repeats `source` in the newer SDK's words (`'agent'` for `'ai'`). */
  onMessage?: (props: { source: 'user' | 'ai'; role: 'user' | 'agent'; message: string }) => void
  onModeChange?: (props: { mode: Mode }) => void
  onStatusChange?: (props: { status: Status }) => void
  onCanSendFeedbackChange?: (props: { canSendFeedback: boolean }) => void
  onUnhandledClientToolCall?: (call: ClientToolCallEvent) => void
  onAgentToolResponse?: (response: AgentToolResponseEvent) => void
  onAudio?: (base64Audio: string) => void
  onInterruption?: (event: InterruptionEvent) => void
  onVadScore?: (props: { vadScore: number }) => void
  onDebug?: (message: unknown) => void
  onStats?: (stats: SessionStats) => void
}

/**
 * Format fields `@elevenlabs/client` accepts when a device changes. Here the agent sets the format
 * for the whole conversation, so they may only repeat it.
 */
export interface DeviceFormat {
  format?: 'pcm' | 'ulaw'
  sampleRate?: number
}

/** What `changeInputDevice` accepts. */
export interface InputDeviceOptions extends DeviceFormat {
  /** The microphone to switch to; the browser's default when not given. */
  inputDeviceId?: string
  /** On iPhone and iPad with no device chosen, prefer headphones' microphone. */
  preferHeadphonesForIosDevices?: boolean
}

/** What `changeOutputDevice` accepts. */
export interface OutputDeviceOptions extends DeviceFormat {
  /** The speaker to switch to; the browser's default when not given. */
  outputDeviceId?: string
}

/** Everything `Conversation.startSession` accepts. */
export interface SessionOptions extends SessionCallbacks {
  /** A signed `wss://` URL from your backend; wins over `agentId`. */
  signedUrl?: string
  /** A public agent's id, opened at `{origin}/v1/convai/conversation?agent_id=`. */
  agentId?: string
  /** Socket origin for `agentId`; default `wss://api.elevenlabs.io`. */
  origin?: string
  /** Sent as the sub-protocol `bearer.<token>` beside `convai`. */
  authorization?: string
  overrides?: SessionOverrides
  customLlmExtraBody?: Record<string, unknown>
  dynamicVariables?: Record<string, string | number | boolean>
  clientTools?: Record<string, ClientTool>
  /** Keep the screen awake during the call; default true, failure ignored. */
  useWakeLock?: boolean
  /** Milliseconds to wait before connecting, per platform. */
  connectionDelay?: { default?: number; android?: number; ios?: number }
  /** Text chat only: the microphone is never requested and no audio plays. */
  textOnly?: boolean
  /** Microphone to open; the browser's default when not given. */
  inputDeviceId?: string
  /** On iPhone and iPad, pick wired or Bluetooth headphones' microphone when one is present. */
  preferHeadphonesForIosDevices?: boolean
  /** Speaker to play on, where the browser supports `AudioContext.setSinkId`. */
  outputDeviceId?: string
  workletPaths?: WorkletPaths
  /** Microphone chunk length in ms; default 250 (a quarter second). */
  inputChunkMs?: number
  /** Agent audio held before playback starts, smoothing network jitter; default 40 ms. */
  jitterBufferMs?: number
  /**
   * Cancels the start: aborting before `startSession` resolves releases everything opened so far
   * and rejects with `signal.reason`, firing no further callback. After it resolved, aborting
   * does nothing (call `endSession()`).
   */
  signal?: AbortSignal
  /** @internal A WebSocket constructor, for tests. */
  WebSocket?: SocketConstructor
}

/** Default socket origin of the hosted service. */
export const DEFAULT_ORIGIN = 'wss://api.elevenlabs.io'
/** Default wait before connecting: Android needs 3 s for its audio routing to settle. */
export const DEFAULT_CONNECTION_DELAY = { default: 0, android: 3000, ios: 0 }
/** Default microphone chunk: a quarter second. */
export const DEFAULT_INPUT_CHUNK_MS = 250
/** Default jitter buffer. */
export const DEFAULT_JITTER_BUFFER_MS = 40

/**
 * Checks format fields given with a device change against the conversation's format.
 *
 * @throws Error naming the conversation's format when they differ.
 */
export function checkDeviceFormat(given: DeviceFormat, actual: AudioFormat): void {
  const { format = actual.encoding, sampleRate = actual.sampleRate } = given
  if (format !== actual.encoding || sampleRate !== actual.sampleRate) {
    throw new Error(
      `The agent set this conversation's audio to ${actual.encoding}_${actual.sampleRate}; a device change cannot alter it.`,
    )
  }
}

/**
 * The socket URL and sub-protocols for these options.
 *
 * @throws TypeError without `signedUrl` or `agentId`; RangeError for an `inputChunkMs` below 1
 *   or a `jitterBufferMs` below 0.
 */
export function socketTarget(options: SessionOptions): { url: string; protocols: string[] } {
  // Checked before anything opens, so a bad value never surfaces later as an audio-thread failure.
  for (const [name, value, least] of [
    ['inputChunkMs', options.inputChunkMs, 1],
    ['jitterBufferMs', options.jitterBufferMs, 0],
  ] as const) {
    if (value !== undefined && !(Number.isFinite(value) && value >= least)) {
      throw new RangeError(`${name} must be a number of milliseconds of at least ${least}.`)
    }
  }
  const protocols = ['convai']
  if (options.authorization) protocols.push(`bearer.${options.authorization}`)
  if (options.signedUrl) return { url: options.signedUrl, protocols }
  if (!options.agentId) throw new TypeError('Either signedUrl or agentId is required.')
  const origin = (options.origin ?? DEFAULT_ORIGIN).replace(/\/+$/, '')
  const url = `${origin}/v1/convai/conversation?agent_id=${encodeURIComponent(options.agentId)}`
  return { url, protocols }
}

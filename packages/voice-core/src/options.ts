import type { SocketConstructor } from './connection'
import type {
  AgentToolResponseEvent,
  ClientToolCallEvent,
  InterruptionEvent,
} from './protocol/messages'
import type { SessionStats } from './stats'
import type { Mode, Status } from './status'

/** Why a session ended, passed once to `onDisconnect`. */
export type DisconnectionDetails =
  | { reason: 'user' }
  | { reason: 'agent'; context?: unknown }
  | { reason: 'error'; message: string; context?: unknown }

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
  onMessage?: (props: { source: 'user' | 'ai'; message: string }) => void
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
  inputDeviceId?: string
  outputDeviceId?: string
  workletPaths?: WorkletPaths
  /** Microphone chunk length in ms; default 250 (a quarter second). */
  inputChunkMs?: number
  /** Agent audio held before playback starts, smoothing network jitter; default 40 ms. */
  jitterBufferMs?: number
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

/** The socket URL and sub-protocols for these options. */
export function socketTarget(options: SessionOptions): { url: string; protocols: string[] } {
  const protocols = ['convai']
  if (options.authorization) protocols.push(`bearer.${options.authorization}`)
  if (options.signedUrl) return { url: options.signedUrl, protocols }
  if (!options.agentId) throw new TypeError('Either signedUrl or agentId is required.')
  const origin = (options.origin ?? DEFAULT_ORIGIN).replace(/\/+$/, '')
  const url = `${origin}/v1/convai/conversation?agent_id=${encodeURIComponent(options.agentId)}`
  return { url, protocols }
}

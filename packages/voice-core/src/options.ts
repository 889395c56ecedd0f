import type { SocketConstructor } from './connection'
import type { DropInOptions } from './drop-in'
import type { ServerEventCallbacks } from './event-callbacks'
import type {
  AgentResponseCorrectionEvent,
  AgentToolResponseEvent,
  ClientToolCallEvent,
  InitiationMetadataEvent,
  InterruptionEvent,
  PingEvent,
} from './protocol/messages'
import type { SessionStats } from './stats'
import type { Mode, Status } from './status'

/**
 * Plain data about what ended a session: a socket close (`type: 'close'`, `code`, `reason`), a
 * socket error (`type: 'error'`), a server error that ends the conversation (`type` is its
 * `error_type`), or the agent's `end_call` (`type: 'end_call'` beside the `agent_tool_response`
 * payload). Never a DOM event.
 */
export type DisconnectionContext = { type: string; code?: number; reason?: string } & Record<
  string,
  unknown
>

/**
 * Why a session ended, passed once to `onDisconnect`. A socket close also carries its
 * `closeCode` and `closeReason`, as in `@elevenlabs/client`.
 */
export type DisconnectionDetails =
  | { reason: 'user' }
  | {
      reason: 'agent'
      context?: DisconnectionContext
      closeCode?: number
      closeReason?: string
    }
  | {
      reason: 'error'
      message: string
      context: DisconnectionContext
      closeCode?: number
      closeReason?: string
    }

/**
 * A function the agent may call by name; its result is sent back as a string. The parameters are
 * whatever JSON the agent sent, typed loosely (as `@elevenlabs/client` types them) so a tool can
 * declare the shape it expects.
 */
// biome-ignore lint/suspicious/noExplicitAny: a tool names its own parameter type, as in @elevenlabs/client.
export type ClientTool = (parameters: any) => unknown

/**
 * Where to load each AudioWorklet module from, for sites whose CSP forbids blob: and data:. The
 * `@elevenlabs/client` names are accepted too, but must point at this package's files.
 */
export interface WorkletPaths {
  /** URL of `@org/voice-core/worklets/capture.js` as served by the site. */
  capture?: string
  /** URL of `@org/voice-core/worklets/playback.js` as served by the site. */
  playback?: string
  /** Same as `capture` (the `@elevenlabs/client` name). */
  rawAudioProcessor?: string
  /** Same as `playback` (the `@elevenlabs/client` name). */
  audioConcatProcessor?: string
}

/**
 * Agent settings overridden for this conversation only (the agent must allow each one). Sent as
 * `conversation_config_override` with each key in snake_case (`firstMessage` → `first_message`);
 * only what is given is sent.
 */
export interface SessionOverrides {
  agent?: {
    prompt?: { prompt?: string; llm?: string }
    firstMessage?: string
    language?: string
  }
  tts?: { voiceId?: string; speed?: number; stability?: number; similarityBoost?: number }
  asr?: { keywords?: string[] }
  conversation?: { textOnly?: boolean }
}

/** Every callback, all optional; names and arguments follow `@elevenlabs/client`. */
export interface SessionCallbacks extends ServerEventCallbacks {
  onConnect?: (props: { conversationId: string }) => void
  onDisconnect?: (details: DisconnectionDetails) => void
  onError?: (message: string, context?: unknown) => void
  /** `role` repeats `source` in the newer SDK's words (`'agent'` for `'ai'`). */
  onMessage?: (props: {
    source: 'user' | 'ai'
    role: 'user' | 'agent'
    message: string
    event_id?: number
  }) => void
  onModeChange?: (props: { mode: Mode }) => void
  onStatusChange?: (props: { status: Status }) => void
  onCanSendFeedbackChange?: (props: { canSendFeedback: boolean }) => void
  onUnhandledClientToolCall?: (call: ClientToolCallEvent) => void
  onAgentToolResponse?: (response: AgentToolResponseEvent) => void
  onConversationMetadata?: (metadata: InitiationMetadataEvent) => void
  onAgentResponseCorrection?: (correction: AgentResponseCorrectionEvent) => void
  onPing?: (ping: PingEvent) => void
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
export interface SessionOptions extends SessionCallbacks, DropInOptions {
  /** A signed `wss://` URL from your backend; wins over `agentId`. */
  signedUrl?: string
  /** A public agent's id, opened at `{origin}/v1/convai/conversation?agent_id=`. */
  agentId?: string
  /** Socket origin for `agentId`; default `wss://api.elevenlabs.io`. */
  origin?: string
  /** Sent as the sub-protocol `bearer.<token>` beside `convai`. */
  authorization?: string
  overrides?: SessionOverrides
  /** Sent as `custom_llm_extra_body`. */
  customLlmExtraBody?: unknown
  /** Sent as `dynamic_variables`. */
  dynamicVariables?: Record<string, string | number | boolean>
  /** Sent as `user_id`: your own id for the visitor, shown with the conversation. */
  userId?: string
  clientTools?: Record<string, ClientTool>
  /** Keep the screen awake during the call; default true, failure ignored. */
  useWakeLock?: boolean
  /** Milliseconds to wait before connecting, per platform. */
  connectionDelay?: { default?: number; android?: number; ios?: number }
  /**
   * Text chat only: the microphone is never requested and no audio plays. Sent as the
   * `conversation.text_only` override; wins over `overrides.conversation.textOnly`.
   */
  textOnly?: boolean
  /** Microphone to open; the browser's default when not given. */
  inputDeviceId?: string
  /** On iPhone and iPad, pick wired or Bluetooth headphones' microphone when one is present. */
  preferHeadphonesForIosDevices?: boolean
  /**
   * Speaker to play on: through `AudioContext.setSinkId`, or where only an `<audio>` element can
   * choose one (Firefox, Safari) through such an element; skipped where neither can.
   */
  outputDeviceId?: string
  /**
   * Extra microphone constraints for `getUserMedia` (`{ voiceIsolation: true }`, a `channelCount`,
   * turning `echoCancellation` off), merged over the engine's voice processing defaults;
   * `inputDeviceId` wins over a `deviceId` given here. Kept for `changeInputDevice`.
   */
  audioConstraints?: MediaTrackConstraints
  workletPaths?: WorkletPaths
  /** Microphone chunk length in ms; default 25, as `@elevenlabs/client`. */
  inputChunkMs?: number
  /**
   * Microphone chunk length in ms (the `@elevenlabs/client` name); default 25. Each chunk waits to
   * fill before it is sent, so a longer one delays the end of every turn. `inputChunkMs` wins.
   */
  inputChunkDurationMs?: number
  /** Agent audio held before playback starts, smoothing network jitter; default 40 ms. */
  jitterBufferMs?: number
  /** How long to wait for the agent's `conversation_initiation_metadata`; default 15 000 ms. */
  metadataTimeoutMs?: number
  /**
   * Cancels the start: aborting before `startSession` resolves releases everything opened so far
   * and rejects with `signal.reason`, firing no further callback. After it resolved, aborting
   * does nothing (call `endSession()`).
   */
  signal?: AbortSignal
  /** @internal A WebSocket constructor, for tests. */
  WebSocket?: SocketConstructor
}

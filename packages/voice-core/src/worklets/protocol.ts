/**
 * Names and messages shared by the page and the worklets. Kept apart from the processors, whose
 * modules only run inside an AudioWorklet.
 */

/** Name the capture processor registers under. */
export const CAPTURE_PROCESSOR = 'voice-core-capture'
/** Name the playback processor registers under. */
export const PLAYBACK_PROCESSOR = 'voice-core-playback'

// Replaced at build time by one minified script registering both processors (scripts/build.ts).
// Undeclared when running from source (tests, dev servers): no inline bundle exists.
declare const __VOICE_CORE_WORKLET__: string | undefined

/**
 * Both processors as one script, in a build of the package; `undefined` from source. It lives in
 * this module, which bundles place near the top, rather than beside its one user (load.ts): there
 * the browser entry measured 55 B larger min+gzip.
 */
export const inlineWorklets = (): string | undefined =>
  typeof __VOICE_CORE_WORKLET__ === 'string' ? __VOICE_CORE_WORKLET__ : undefined

/** The wire format of the capture node's chunks, known once the agent has named it. */
export interface CaptureFormat {
  targetRate: number
  chunkSamples: number
  /** The wire encoding each chunk is posted in: 16-bit PCM little-endian, or mu-law bytes. */
  encoding: 'pcm' | 'ulaw'
}

/**
 * What the page passes when it creates the capture node: the format when it is already known;
 * without it, the node holds the latest `holdMs` of microphone audio until a `format` command.
 */
export type CaptureOptions = CaptureFormat | { holdMs: number }

/** Page → capture worklet. */
export type CaptureCommand = { muted: boolean } | { format: CaptureFormat }

/**
 * Capture worklet → page, once the held audio went out: how much was sent, and dropped (whole
 * milliseconds). Passed on to `onDebug` as it is.
 */
export interface CaptureHeldReport {
  type: 'pre_connect_audio'
  sentMs: number
  droppedMs: number
}

/** What the page passes when it creates the playback node. */
export interface PlaybackOptions {
  sourceRate: number
  encoding: 'pcm' | 'ulaw'
  jitterMs: number
  fadeMs: number
}

/** Page → playback worklet. */
export type PlaybackCommand =
  | { type: 'audio'; bytes: ArrayBuffer; eventId: number }
  | { type: 'interrupt'; eventId: number }
  /** Report `idle` once everything queued so far has played (at once when nothing is). */
  | { type: 'drain' }

/** Playback worklet → page. `depth` is the queued audio in samples at the context rate. */
export type PlaybackReport =
  | { type: 'playing'; depth: number }
  | { type: 'drained'; depth: number }
  | { type: 'silent'; depth: number }
  | { type: 'depth'; depth: number }
  | { type: 'idle'; depth: number }

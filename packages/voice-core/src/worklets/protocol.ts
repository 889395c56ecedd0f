/**
 * Names and messages shared by the page and the worklets. Kept apart from the processors, whose
 * modules only run inside an AudioWorklet.
 */

/** Name the capture processor registers under. */
export const CAPTURE_PROCESSOR = 'voice-core-capture'
/** Name the playback processor registers under. */
export const PLAYBACK_PROCESSOR = 'voice-core-playback'

/** What the page passes when it creates the capture node. */
export interface CaptureOptions {
  targetRate: number
  chunkSamples: number
  /** The wire encoding each chunk is posted in: 16-bit PCM little-endian, or mu-law bytes. */
  encoding: 'pcm' | 'ulaw'
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

/** Playback worklet → page. `depth` is the queued audio in samples at the context rate. */
export type PlaybackReport =
  | { type: 'playing'; depth: number }
  | { type: 'drained'; depth: number }
  | { type: 'silent'; depth: number }
  | { type: 'depth'; depth: number }

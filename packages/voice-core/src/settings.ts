import type { AudioFormat } from './connection'
import type { DeviceFormat, SessionOptions } from './options'

/** Default socket origin of the hosted service. */
export const DEFAULT_ORIGIN = 'wss://api.elevenlabs.io'
/** What each region (`serverLocation`) puts between `wss://api` and `.elevenlabs.io`. */
const REGIONS: Record<string, string> = {
  us: '',
  global: '',
  'eu-residency': '.eu.residency',
  'in-residency': '.in.residency',
}

/**
 * Microphone chunk length when none is given. A turn's last words wait for their chunk to fill
 * before they are sent, so short chunks end turns sooner. 24 ms rather than the official client's
 * 25: the capture worklet runs in 128-frame render quanta (8 ms at 16 kHz), and a chunk of three
 * whole quanta is sent in the quantum that fills it instead of waiting into the next; measured
 * with `pnpm bench:e2e` (BENCH_CHUNK_MS=24,default), end of turn 1 to 2.6 ms shorter.
 */
export const DEFAULT_INPUT_CHUNK_MS = 24
/** Default wait before connecting: Android needs 3 s for its audio routing to settle. */
export const DEFAULT_CONNECTION_DELAY = { default: 0, android: 3000, ios: 0 }

/** A session's options, checked, with defaults filled in and `@elevenlabs/client` names folded. */
export interface Settings {
  url: string
  protocols: string[]
  /** `options.textOnly`, else `overrides.conversation.textOnly`; undefined when neither is set. */
  textOnly: boolean | undefined
  chunkMs: number
  jitterMs: number
  metadataTimeoutMs: number
  capturePath: string | undefined
  playbackPath: string | undefined
}

/**
 * Checks the options and resolves what the start needs from them.
 *
 * @throws TypeError without `signedUrl` or `agentId`, or for a `connectionType` other than
 *   `'websocket'`; RangeError for an `inputChunkMs` below 1, a `jitterBufferMs` below 0, a
 *   `metadataTimeoutMs` below 1 or an unknown `serverLocation`.
 */
export function resolveSettings(options: SessionOptions): Settings {
  const { connectionType, serverLocation = 'us' } = options
  if (connectionType && connectionType !== 'websocket') {
    throw new TypeError(
      `connectionType ${connectionType} is not supported: WebRTC would need livekit-client.`,
    )
  }
  const region = Object.hasOwn(REGIONS, serverLocation) ? REGIONS[serverLocation] : undefined
  if (region === undefined) throw new RangeError(`Unknown serverLocation: ${serverLocation}.`)
  const chunkMs = options.inputChunkMs ?? options.inputChunkDurationMs ?? DEFAULT_INPUT_CHUNK_MS
  const jitterMs = options.jitterBufferMs ?? 40
  const metadataTimeoutMs = options.metadataTimeoutMs ?? 15_000
  // Checked before anything opens, so a bad value never surfaces later as an audio-thread failure.
  for (const [name, value, least] of [
    ['inputChunkMs', chunkMs, 1],
    ['jitterBufferMs', jitterMs, 0],
    ['metadataTimeoutMs', metadataTimeoutMs, 1],
  ] as const) {
    if (!(Number.isFinite(value) && value >= least)) {
      throw new RangeError(`${name} must be a number of milliseconds of at least ${least}.`)
    }
  }
  const protocols = ['convai']
  if (options.authorization) protocols.push(`bearer.${options.authorization}`)
  let url = options.signedUrl
  if (!url) {
    if (!options.agentId) throw new TypeError('Either signedUrl or agentId is required.')
    const origin = (options.origin ?? `wss://api${region}.elevenlabs.io`).replace(/\/+$/, '')
    url = `${origin}/v1/convai/conversation?agent_id=${encodeURIComponent(options.agentId)}`
  }
  const paths = options.workletPaths
  return {
    url,
    protocols,
    textOnly: options.textOnly ?? options.overrides?.conversation?.textOnly,
    chunkMs,
    jitterMs,
    metadataTimeoutMs,
    capturePath: paths?.capture ?? paths?.rawAudioProcessor,
    playbackPath: paths?.playback ?? paths?.audioConcatProcessor,
  }
}

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

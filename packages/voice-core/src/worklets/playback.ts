/**
 * Playback worklet: a queue of agent audio events. Decodes PCM or mu-law, resamples when the
 * context does not run at the server's output rate, and holds a small jitter buffer before
 * starting.
 *
 * An interruption makes every event older than it stale. Stale audio that arrives later is
 * dropped at once. What is playing fades out over `fadeMs` to −80 dB and then stops, falling
 * fastest at first so the agent gives way to the visitor at once (−40 dB a quarter of the way
 * in). The fade is carried by the stale audio already queued (an agent often sends its reply in
 * events far shorter than the fade), so it ends in a fade, never a click. It is shorter when less
 * stale audio is queued, and stops at once when newer audio is ready to play; whatever stale
 * audio is left then is dropped unplayed.
 */
import { decodeMuLaw } from '../dsp/mulaw.ts'
import { Resampler } from '../dsp/resampler.ts'
import {
  PLAYBACK_PROCESSOR,
  type PlaybackCommand,
  type PlaybackOptions,
  type PlaybackReport,
} from './protocol.ts'
import { type ProcessorOptions, scope } from './scope.ts'

interface Chunk {
  samples: Float32Array
  eventId: number
  read: number
}

/**
 * Where a fade ends, as a gain: −80 dB, far below hearing, where the official client's fade ends
 * too; the sound then stops.
 */
const FADE_FLOOR = 1e-4

/** A fade in progress: samples still to play, of how many. */
interface Fade {
  left: number
  total: number
}

class PlaybackProcessor extends scope.AudioWorkletProcessor {
  readonly #options: PlaybackOptions
  readonly #resampler: Resampler | undefined
  readonly #queue: Chunk[] = []
  readonly #jitterSamples: number
  readonly #fadeSamples: number
  #queued = 0
  #waited = 0
  #playing = false
  #announced = false
  #staleBelow = 0
  #fade: Fade | undefined
  /** Asked to say when the queue has played out (the agent's goodbye). */
  #draining = false

  constructor(options: ProcessorOptions<PlaybackOptions>) {
    super()
    this.#options = options.processorOptions
    const rate = scope.sampleRate
    this.#resampler =
      Math.round(rate) === this.#options.sourceRate
        ? undefined
        : new Resampler(this.#options.sourceRate, rate)
    // Aligned: the first reply sounds the filter's delay sooner (4.5 ms from 8 kHz); its last few
    // milliseconds wait for the next audio instead, where a reply ends in silence anyway.
    this.#resampler?.reset(true)
    this.#jitterSamples = Math.round((this.#options.jitterMs / 1000) * rate)
    this.#fadeSamples = Math.max(1, Math.round((this.#options.fadeMs / 1000) * rate))
    this.port.onmessage = (event: MessageEvent<PlaybackCommand>) => this.#command(event.data)
  }

  #command(command: PlaybackCommand): void {
    if (command.type === 'interrupt') {
      this.#interrupt(command.eventId)
      return
    }
    if (command.type === 'drain') {
      this.#draining = true
      if (this.#queue.length === 0) this.#idle()
      return
    }
    if (command.eventId < this.#staleBelow) return
    const samples = this.#decode(new Uint8Array(command.bytes))
    if (samples.length === 0) return
    this.#queue.push({ samples, eventId: command.eventId, read: 0 })
    this.#queued += samples.length
    this.#report('depth')
  }

  /** Wire bytes to floats in one pass: mu-law, or 16-bit little-endian (an odd last byte is ignored). */
  #decode(bytes: Uint8Array): Float32Array {
    const ulaw = this.#options.encoding === 'ulaw'
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    const floats = new Float32Array(ulaw ? bytes.length : bytes.length >> 1)
    for (let index = 0; index < floats.length; index++) {
      const sample = ulaw ? decodeMuLaw(bytes[index] as number) : view.getInt16(index * 2, true)
      floats[index] = sample / 32768
    }
    return this.#resampler ? this.#resampler.process(floats) : floats
  }

  #interrupt(eventId: number): void {
    this.#staleBelow = Math.max(this.#staleBelow, eventId)
    this.#announced = false
    // The filter's few milliseconds of old audio must not lead into the next reply, which then
    // starts without the filter's delay.
    this.#resampler?.reset(true)
    let stale = 0
    for (const chunk of this.#queue) {
      if (this.#isStale(chunk)) stale += chunk.samples.length - chunk.read
    }
    // A fade already running carries on as it was; another interruption changes nothing audible.
    if (this.#fade) return
    if (this.#playing && stale > 0) {
      const left = Math.min(this.#fadeSamples, stale)
      this.#fade = { left, total: left }
    } else {
      this.#endFade()
    }
  }

  #isStale(chunk: Chunk): boolean {
    return chunk.eventId < this.#staleBelow
  }

  /** Drops the stale audio still queued and reports the silence that follows a fade. */
  #endFade(): void {
    while (this.#queue[0] && this.#isStale(this.#queue[0])) {
      const chunk = this.#queue.shift() as Chunk
      this.#queued -= chunk.samples.length - chunk.read
    }
    this.#fade = undefined
    this.#report('silent')
  }

  // The page makes this node with one output channel (audio/output.ts): mono, written in place.
  process(_inputs: Float32Array[][], outputs: Float32Array[][]): boolean {
    const left = outputs[0]?.[0]
    if (!left) return true
    if (!this.#playing) {
      if (this.#queue.length === 0) return true
      this.#waited += left.length
      if (this.#queued < this.#jitterSamples && this.#waited < this.#jitterSamples) return true
      this.#playing = true
    }
    this.#fill(left)
    return true
  }

  #fill(out: Float32Array): void {
    let written = 0
    while (written < out.length) {
      const chunk = this.#queue[0]
      if (!chunk) break
      const fade = this.#fade
      if (this.#isStale(chunk)) {
        // A fade that is over, or newer audio waiting behind it, ends the stale audio.
        const last = this.#queue[this.#queue.length - 1] as Chunk
        if (!fade || fade.left <= 0 || !this.#isStale(last)) {
          this.#endFade()
          continue
        }
      } else if (!this.#announced) {
        this.#announced = true
        this.#report('playing')
      }
      let take = Math.min(out.length - written, chunk.samples.length - chunk.read)
      if (fade && this.#isStale(chunk)) {
        take = Math.min(take, fade.left)
        const done = fade.total - fade.left
        for (let index = 0; index < take; index++) {
          // Level in decibels falls with the square root of time: −40 dB a quarter of the way in.
          const gain = FADE_FLOOR ** Math.sqrt((done + index) / fade.total)
          out[written + index] = (chunk.samples[chunk.read + index] as number) * gain
        }
        fade.left -= take
      } else {
        out.set(chunk.samples.subarray(chunk.read, chunk.read + take), written)
      }
      chunk.read += take
      written += take
      this.#queued -= take
      if (chunk.read === chunk.samples.length) this.#queue.shift()
    }
    if (this.#queue.length === 0) {
      this.#playing = false
      this.#announced = false
      this.#waited = 0
      if (this.#fade) this.#endFade()
      this.#report('drained')
      if (this.#draining) this.#idle()
    }
  }

  #idle(): void {
    this.#draining = false
    this.#report('idle')
  }

  #report(type: PlaybackReport['type']): void {
    this.port.postMessage({ type, depth: this.#queued } satisfies PlaybackReport)
  }
}

scope.registerProcessor(PLAYBACK_PROCESSOR, PlaybackProcessor)

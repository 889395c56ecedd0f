/**
 * Playback worklet: a queue of agent audio events. Decodes PCM or mu-law, resamples when the
 * context could not run at the server's output rate, holds a small jitter buffer before starting,
 * and on interruption drops every queued event older than the interruption while the sound still
 * playing fades to silence (over `fadeMs`, or sooner when newer audio is ready to play).
 */
import { decodeMuLawBuffer } from '../dsp/mulaw.ts'
import { int16ToFloat32 } from '../dsp/pcm.ts'
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

class PlaybackProcessor extends scope.AudioWorkletProcessor {
  readonly #options: PlaybackOptions
  readonly #resampler: Resampler | undefined
  readonly #queue: Chunk[] = []
  readonly #jitterSamples: number
  readonly #fadeStep: number
  #queued = 0
  #waited = 0
  #playing = false
  #announced = false
  #staleBelow = 0
  #gain = 1
  #fading = false

  constructor(options: ProcessorOptions<PlaybackOptions>) {
    super()
    this.#options = options.processorOptions
    const rate = scope.sampleRate
    this.#resampler =
      Math.round(rate) === this.#options.sourceRate
        ? undefined
        : new Resampler(this.#options.sourceRate, rate)
    this.#jitterSamples = Math.round((this.#options.jitterMs / 1000) * rate)
    this.#fadeStep = 1 / Math.max(1, (this.#options.fadeMs / 1000) * rate)
    this.port.onmessage = (event: MessageEvent<PlaybackCommand>) => this.#command(event.data)
  }

  #command(command: PlaybackCommand): void {
    if (command.type === 'interrupt') {
      this.#interrupt(command.eventId)
      return
    }
    if (command.eventId < this.#staleBelow) return
    const samples = this.#decode(new Uint8Array(command.bytes))
    if (samples.length === 0) return
    this.#queue.push({ samples, eventId: command.eventId, read: 0 })
    this.#queued += samples.length
    this.#report('depth')
  }

  #decode(bytes: Uint8Array): Float32Array {
    const pcm =
      this.#options.encoding === 'ulaw' ? decodeMuLawBuffer(bytes) : littleEndianPcm(bytes)
    const floats = int16ToFloat32(pcm)
    return this.#resampler ? this.#resampler.process(floats) : floats
  }

  #interrupt(eventId: number): void {
    this.#staleBelow = Math.max(this.#staleBelow, eventId)
    this.#announced = false
    const current = this.#queue[0]
    const kept = this.#queue.filter((chunk, index) => index === 0 || chunk.eventId >= eventId)
    this.#queue.length = 0
    this.#queue.push(...kept)
    this.#queued = this.#queue.reduce((sum, chunk) => sum + chunk.samples.length - chunk.read, 0)
    if (current && current.eventId < eventId && this.#playing) this.#fading = true
    else if (current && current.eventId < eventId) this.#dropCurrent()
    if (!this.#fading) this.#report('silent')
  }

  #dropCurrent(): void {
    const current = this.#queue.shift()
    if (current) this.#queued -= current.samples.length - current.read
  }

  process(_inputs: Float32Array[][], outputs: Float32Array[][]): boolean {
    const output = outputs[0]
    const left = output?.[0]
    if (!output || !left) return true
    if (!this.#playing) {
      if (this.#queue.length === 0) return true
      this.#waited += left.length
      if (this.#queued < this.#jitterSamples && this.#waited < this.#jitterSamples) return true
      this.#playing = true
    }
    this.#fill(left)
    for (let channel = 1; channel < output.length; channel++) output[channel]?.set(left)
    return true
  }

  #fill(out: Float32Array): void {
    let written = 0
    while (written < out.length) {
      const chunk = this.#queue[0]
      if (!chunk) break
      const stale = chunk.eventId < this.#staleBelow
      // Newer audio waiting behind a fading stale chunk cuts the fade short.
      if (stale && (!this.#fading || this.#gain <= 0 || this.#queue.length > 1)) {
        this.#finishFade()
        continue
      }
      if (!stale && !this.#announced) {
        this.#announced = true
        this.#gain = 1
        this.#report('playing')
      }
      const take = Math.min(out.length - written, chunk.samples.length - chunk.read)
      for (let index = 0; index < take; index++) {
        let sample = chunk.samples[chunk.read + index] as number
        if (stale) {
          this.#gain = Math.max(0, this.#gain - this.#fadeStep)
          sample *= this.#gain
        }
        out[written + index] = sample
      }
      chunk.read += take
      written += take
      this.#queued -= take
      if (chunk.read === chunk.samples.length) {
        this.#queue.shift()
        if (stale) this.#finishFade()
      }
    }
    if (this.#queue.length === 0) {
      this.#playing = false
      this.#announced = false
      this.#waited = 0
      if (this.#fading) this.#finishFade()
      this.#report('drained')
    }
  }

  #finishFade(): void {
    const current = this.#queue[0]
    if (current && current.eventId < this.#staleBelow) this.#dropCurrent()
    if (!this.#fading) return
    this.#fading = false
    this.#gain = 1
    this.#report('silent')
  }

  #report(type: PlaybackReport['type']): void {
    this.port.postMessage({ type, depth: this.#queued } satisfies PlaybackReport)
  }
}

/** Little-endian 16-bit samples from bytes; an odd trailing byte is ignored. */
function littleEndianPcm(bytes: Uint8Array): Int16Array {
  const pcm = new Int16Array(bytes.length >> 1)
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  for (let index = 0; index < pcm.length; index++) pcm[index] = view.getInt16(index * 2, true)
  return pcm
}

scope.registerProcessor(PLAYBACK_PROCESSOR, PlaybackProcessor)

/**
 * Capture worklet: microphone floats in, chunks at the server's input rate out. Resamples with the
 * package's own resampler when the context could not run at that rate, and posts one Float32
 * `ArrayBuffer` per chunk (the page encodes it, with codecs it already holds). Muted input becomes
 * silence so the server's timing holds.
 */
import { Resampler } from '../dsp/resampler.ts'
import { CAPTURE_PROCESSOR, type CaptureOptions } from './protocol.ts'
import { type ProcessorOptions, scope } from './scope.ts'

class CaptureProcessor extends scope.AudioWorkletProcessor {
  readonly #resampler: Resampler | undefined
  readonly #chunk: Float32Array
  #filled = 0
  #muted = false

  constructor(options: ProcessorOptions<CaptureOptions>) {
    super()
    const { targetRate, chunkSamples } = options.processorOptions
    this.#chunk = new Float32Array(Math.max(1, Math.round(chunkSamples)))
    this.#resampler =
      Math.round(scope.sampleRate) === targetRate
        ? undefined
        : new Resampler(scope.sampleRate, targetRate)
    this.port.onmessage = (event: MessageEvent<{ muted?: boolean }>) => {
      this.#muted = event.data.muted === true
    }
  }

  process(inputs: Float32Array[][]): boolean {
    const channel = inputs[0]?.[0]
    if (!channel) return true
    const frame = this.#muted ? new Float32Array(channel.length) : channel
    this.#append(this.#resampler ? this.#resampler.process(frame) : frame)
    return true
  }

  #append(samples: Float32Array): void {
    let read = 0
    while (read < samples.length) {
      const take = Math.min(samples.length - read, this.#chunk.length - this.#filled)
      this.#chunk.set(samples.subarray(read, read + take), this.#filled)
      this.#filled += take
      read += take
      if (this.#filled === this.#chunk.length) {
        this.#flush()
        this.#filled = 0
      }
    }
  }

  #flush(): void {
    const chunk = this.#chunk.slice()
    this.port.postMessage(chunk.buffer, [chunk.buffer])
  }
}

scope.registerProcessor(CAPTURE_PROCESSOR, CaptureProcessor)

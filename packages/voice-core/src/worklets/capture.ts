/**
 * Capture worklet: microphone floats in, chunks on the wire format out. Resamples with the
 * package's own resampler when the context does not run at the server's input rate, encodes each
 * sample as it arrives (16-bit PCM little-endian, or mu-law), and transfers one `ArrayBuffer` per
 * chunk, so the page only has to base64 it and send it. Muted input becomes silence so the
 * server's timing holds.
 */
import { encodeMuLaw } from '../dsp/mulaw.ts'
import { floatToInt16 } from '../dsp/pcm.ts'
import { Resampler } from '../dsp/resampler.ts'
import { CAPTURE_PROCESSOR, type CaptureOptions } from './protocol.ts'
import { type ProcessorOptions, scope } from './scope.ts'

class CaptureProcessor extends scope.AudioWorkletProcessor {
  readonly #resampler: Resampler | undefined
  readonly #ulaw: boolean
  readonly #chunkBytes: number
  #chunk: Uint8Array
  #filled = 0
  #muted = false

  constructor(options: ProcessorOptions<CaptureOptions>) {
    super()
    const { targetRate, chunkSamples, encoding } = options.processorOptions
    this.#ulaw = encoding === 'ulaw'
    this.#chunkBytes = Math.max(1, Math.round(chunkSamples)) * (this.#ulaw ? 1 : 2)
    this.#chunk = new Uint8Array(this.#chunkBytes)
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
    let chunk = this.#chunk
    let filled = this.#filled
    for (let index = 0; index < samples.length; index++) {
      const sample = floatToInt16(samples[index] as number)
      if (this.#ulaw) {
        chunk[filled++] = encodeMuLaw(sample)
      } else {
        // Little-endian whatever the platform's byte order, as the wire format is.
        chunk[filled++] = sample & 0xff
        chunk[filled++] = (sample >> 8) & 0xff
      }
      if (filled === chunk.length) {
        chunk = this.#flush()
        filled = 0
      }
    }
    this.#filled = filled
  }

  /** Hands the filled chunk over without a copy and returns the fresh one that replaces it. */
  #flush(): Uint8Array {
    const { buffer } = this.#chunk
    this.#chunk = new Uint8Array(this.#chunkBytes)
    this.port.postMessage(buffer, [buffer])
    return this.#chunk
  }
}

scope.registerProcessor(CAPTURE_PROCESSOR, CaptureProcessor)

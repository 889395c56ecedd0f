/**
 * Capture worklet: microphone floats in, chunks on the wire format out. Resamples with the
 * package's own resampler when the context does not run at the server's input rate, encodes each
 * sample as it arrives (16-bit PCM little-endian, or mu-law), and transfers one `ArrayBuffer` per
 * chunk, so the page only has to base64 it and send it. Muted input becomes silence so the
 * server's timing holds.
 *
 * Made before the agent has named its format, it holds the latest `holdMs` of microphone audio
 * (older audio is dropped) and sends it, as chunks, once the format arrives: a visitor who starts
 * talking before the connection is up loses no words.
 */
import { encodeMuLaw } from '../dsp/mulaw.ts'
import { floatToInt16 } from '../dsp/pcm.ts'
import { Resampler } from '../dsp/resampler.ts'
import {
  CAPTURE_PROCESSOR,
  type CaptureCommand,
  type CaptureFormat,
  type CaptureHeldReport,
  type CaptureOptions,
} from './protocol.ts'
import { type ProcessorOptions, scope } from './scope.ts'

/** Microphone audio held before the format is known: a ring of the latest samples. */
interface Held {
  samples: Float32Array
  start: number
  length: number
  dropped: number
}

class CaptureProcessor extends scope.AudioWorkletProcessor {
  #resampler: Resampler | undefined
  #ulaw = false
  #chunkBytes = 0
  #chunk: Uint8Array = new Uint8Array(0)
  #filled = 0
  #muted = false
  #held: Held | undefined

  constructor(options: ProcessorOptions<CaptureOptions>) {
    super()
    const settings = options.processorOptions
    if ('holdMs' in settings) {
      const capacity = Math.max(1, Math.round((scope.sampleRate * settings.holdMs) / 1000))
      this.#held = { samples: new Float32Array(capacity), start: 0, length: 0, dropped: 0 }
    } else {
      this.#configure(settings)
    }
    this.port.onmessage = (event: MessageEvent<CaptureCommand>) => {
      const command = event.data
      if ('format' in command) this.#start(command.format)
      else this.#muted = command.muted === true
    }
  }

  #configure({ targetRate, chunkSamples, encoding }: CaptureFormat): void {
    this.#ulaw = encoding === 'ulaw'
    this.#chunkBytes = Math.max(1, Math.round(chunkSamples)) * (this.#ulaw ? 1 : 2)
    this.#chunk = new Uint8Array(this.#chunkBytes)
    this.#resampler =
      Math.round(scope.sampleRate) === targetRate
        ? undefined
        : new Resampler(scope.sampleRate, targetRate)
  }

  /** The format is known: the held audio goes out first, oldest first, then live audio follows. */
  #start(format: CaptureFormat): void {
    const held = this.#held
    if (!held) return
    this.#held = undefined
    this.#configure(format)
    const { samples, start, length } = held
    const first = samples.subarray(start, Math.min(samples.length, start + length))
    const wrapped = samples.subarray(0, length - first.length)
    this.#encode(first)
    this.#encode(wrapped)
    const ms = (count: number) => (count / scope.sampleRate) * 1000
    const report: CaptureHeldReport = { heldMs: ms(length), droppedMs: ms(held.dropped) }
    this.port.postMessage(report)
  }

  process(inputs: Float32Array[][]): boolean {
    const channel = inputs[0]?.[0]
    if (!channel) return true
    const frame = this.#muted ? new Float32Array(channel.length) : channel
    if (this.#held) this.#hold(this.#held, frame)
    else this.#encode(frame)
    return true
  }

  #hold(held: Held, frame: Float32Array): void {
    const capacity = held.samples.length
    for (let index = 0; index < frame.length; index++) {
      held.samples[(held.start + held.length) % capacity] = frame[index] as number
      if (held.length < capacity) held.length++
      else {
        held.start = (held.start + 1) % capacity
        held.dropped++
      }
    }
  }

  #encode(frame: Float32Array): void {
    if (frame.length) this.#append(this.#resampler ? this.#resampler.process(frame) : frame)
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

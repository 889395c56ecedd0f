/**
 * Capture worklet: microphone floats in, chunks on the wire format out. Resamples with the
 * package's own resampler, its low-latency filter (the last words of a turn wait 1.5 ms for it
 * from 16 to 8 kHz, not 4.4 ms), when the context does not run at the server's input rate, encodes each
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

class CaptureProcessor extends scope.AudioWorkletProcessor {
  #resampler: Resampler | undefined
  #ulaw = false
  #chunkBytes = 0
  #chunk: Uint8Array = new Uint8Array(0)
  #filled = 0
  #muted = false
  /** Frames heard before the format is known, oldest first, and how many samples they hold. */
  #held: Float32Array[] | undefined
  #heldSamples = 0
  #holdSamples = 0
  #dropped = 0

  constructor(options: ProcessorOptions<CaptureOptions>) {
    super()
    const settings = options.processorOptions
    if ('holdMs' in settings) {
      this.#held = []
      this.#holdSamples = (scope.sampleRate * settings.holdMs) / 1000
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
        : new Resampler(scope.sampleRate, targetRate, true)
  }

  /** The format is known: the held audio goes out first, oldest first, then live audio follows. */
  #start(format: CaptureFormat): void {
    const held = this.#held
    if (!held) return
    this.#held = undefined
    this.#configure(format)
    for (const frame of held) this.#encode(frame)
    const ms = (count: number) => Math.round((count / scope.sampleRate) * 1000)
    const report: CaptureHeldReport = {
      type: 'pre_connect_audio',
      sentMs: ms(this.#heldSamples),
      droppedMs: ms(this.#dropped),
    }
    this.port.postMessage(report)
  }

  process(inputs: Float32Array[][]): boolean {
    const channel = inputs[0]?.[0]
    if (!channel) return true
    const frame = this.#muted ? new Float32Array(channel.length) : channel
    if (this.#held) {
      // The browser reuses its input arrays: a held frame is a copy. Whole frames are dropped,
      // oldest first, once more than the bound is held.
      this.#held.push(frame.slice())
      this.#heldSamples += frame.length
      while (this.#heldSamples - (this.#held[0]?.length ?? 0) >= this.#holdSamples) {
        const dropped = (this.#held.shift() as Float32Array).length
        this.#heldSamples -= dropped
        this.#dropped += dropped
      }
    } else {
      this.#encode(frame)
    }
    return true
  }

  /** Resamples and encodes a frame; each filled chunk is handed over without a copy. */
  #encode(frame: Float32Array): void {
    const samples = this.#resampler ? this.#resampler.process(frame) : frame
    let filled = this.#filled
    for (let index = 0; index < samples.length; index++) {
      const sample = floatToInt16(samples[index] as number)
      const chunk = this.#chunk
      if (this.#ulaw) {
        chunk[filled++] = encodeMuLaw(sample)
      } else {
        // Little-endian whatever the platform's byte order, as the wire format is.
        chunk[filled++] = sample & 0xff
        chunk[filled++] = (sample >> 8) & 0xff
      }
      if (filled === chunk.length) {
        this.#chunk = new Uint8Array(this.#chunkBytes)
        this.port.postMessage(chunk.buffer, [chunk.buffer])
        filled = 0
      }
    }
    this.#filled = filled
  }
}

scope.registerProcessor(CAPTURE_PROCESSOR, CaptureProcessor)

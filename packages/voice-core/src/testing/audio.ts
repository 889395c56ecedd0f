/**
 * Audio helpers for the mock agent: wire encodings, rate conversion and test tones.
 */
import { base64ToBytes, bytesToBase64 } from '../dsp/base64.ts'
import type { AudioFormat } from '../dsp/format.ts'
import { decodeMuLawBuffer, encodeMuLawBuffer } from '../dsp/mulaw.ts'
import { floatTo16BitPcm, int16ToFloat32 } from '../dsp/pcm.ts'
import { Resampler } from '../dsp/resampler.ts'

/**
 * Encodes 16-bit samples for the wire: base64 of little-endian PCM, or of mu-law bytes.
 *
 * @param pcm - samples at the format's rate.
 * @param format - the wire format.
 */
export function encodeAudio(pcm: Int16Array, format: AudioFormat): string {
  if (format.encoding === 'ulaw') return bytesToBase64(encodeMuLawBuffer(pcm))
  const bytes = new Uint8Array(pcm.length * 2)
  const view = new DataView(bytes.buffer)
  pcm.forEach((sample, index) => {
    view.setInt16(index * 2, sample, true)
  })
  return bytesToBase64(bytes)
}

/**
 * Decodes wire audio to 16-bit samples.
 *
 * @param base64 - base64 of little-endian PCM or of mu-law bytes.
 * @param format - the wire format.
 * @throws TypeError for invalid base64 or PCM with an odd number of bytes.
 */
export function decodeAudio(base64: string, format: AudioFormat): Int16Array {
  const bytes = base64ToBytes(base64)
  if (format.encoding === 'ulaw') return decodeMuLawBuffer(bytes)
  if (bytes.length % 2 !== 0) {
    throw new TypeError(`PCM audio must have an even number of bytes; got ${bytes.length}`)
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return Int16Array.from({ length: bytes.length / 2 }, (_, index) => view.getInt16(index * 2, true))
}

/**
 * Converts 16-bit samples between sample rates with the package's own resampler.
 *
 * @returns the samples unchanged when the rates are equal, else the converted samples (the
 *   resampler's delay is removed, so the audio lines up with the input).
 */
export function convertRate(pcm: Int16Array, inputRate: number, outputRate: number): Int16Array {
  if (inputRate === outputRate) return pcm
  const resampler = new Resampler(inputRate, outputRate)
  const delay = Math.round(resampler.delay * outputRate)
  // Enough silence after the audio to push its end through the filter.
  const tail = new Float32Array(Math.ceil(resampler.delay * inputRate) + 1)
  const head = resampler.process(int16ToFloat32(pcm))
  const rest = resampler.process(tail)
  const whole = new Float32Array(head.length + rest.length)
  whole.set(head)
  whole.set(rest, head.length)
  const length = Math.round((pcm.length * outputRate) / inputRate)
  return floatTo16BitPcm(whole.subarray(delay, delay + length))
}

/**
 * A sine tone with 10 ms fades, as 16-bit samples.
 *
 * @param frequency - hertz.
 * @param seconds - duration.
 * @param sampleRate - samples per second.
 * @param amplitude - peak level, 0–1.
 */
export function toneSamples(
  frequency: number,
  seconds: number,
  sampleRate: number,
  amplitude = 0.3,
): Int16Array {
  const length = Math.round(seconds * sampleRate)
  const fade = Math.min(Math.round(sampleRate / 100), length >> 1)
  const samples = new Float32Array(length)
  for (let index = 0; index < length; index++) {
    const envelope = Math.min(1, index / fade, (length - 1 - index) / fade)
    samples[index] = amplitude * envelope * Math.sin((2 * Math.PI * frequency * index) / sampleRate)
  }
  return floatTo16BitPcm(samples)
}

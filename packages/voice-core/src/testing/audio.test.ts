import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { base64ToBytes, bytesToBase64 } from '../dsp/base64.ts'
import { parseAudioFormat } from '../dsp/format.ts'
import { convertRate, decodeAudio, encodeAudio, toneSamples } from './audio.ts'

const PCM = parseAudioFormat('pcm_16000')
const ULAW = parseAudioFormat('ulaw_8000')

function zeroCrossingsPerSecond(samples: Int16Array, rate: number): number {
  let crossings = 0
  for (let index = 1; index < samples.length; index++) {
    if ((samples[index - 1] as number) < 0 && (samples[index] as number) >= 0) crossings++
  }
  return (crossings * rate) / samples.length
}

describe('encodeAudio / decodeAudio', () => {
  it('writes PCM as 16-bit little-endian', () => {
    expect(Array.from(base64ToBytes(encodeAudio(Int16Array.of(1, -2, 0x1234), PCM)))).toEqual([
      1, 0, 0xfe, 0xff, 0x34, 0x12,
    ])
  })

  it('round-trips PCM exactly', () => {
    fc.assert(
      fc.property(fc.int16Array(), (pcm) => {
        expect(decodeAudio(encodeAudio(pcm, PCM), PCM)).toEqual(pcm)
      }),
    )
  })

  it('writes mu-law as one byte per sample, silence as 0xFF', () => {
    expect(Array.from(base64ToBytes(encodeAudio(new Int16Array(3), ULAW)))).toEqual([
      0xff, 0xff, 0xff,
    ])
    const bytes = Uint8Array.of(0x00, 0x80, 0x10, 0xfe)
    expect(base64ToBytes(encodeAudio(decodeAudio(bytesToBase64(bytes), ULAW), ULAW))).toEqual(bytes)
  })

  it('rejects PCM with an odd number of bytes', () => {
    expect(() => decodeAudio(bytesToBase64(Uint8Array.of(1, 2, 3)), PCM)).toThrow(
      'PCM audio must have an even number of bytes; got 3',
    )
  })
})

describe('convertRate', () => {
  it('returns the samples unchanged at equal rates', () => {
    const pcm = toneSamples(440, 0.1, 16000)
    expect(convertRate(pcm, 16000, 16000)).toBe(pcm)
  })

  it.each([
    [16000, 48000],
    [16000, 8000],
    [8000, 44100],
  ])('converts %i → %i keeping length ratio, timing and pitch', (from, to) => {
    const pcm = toneSamples(440, 0.5, from)
    const converted = convertRate(pcm, from, to)
    expect(converted.length).toBe(Math.round(pcm.length * (to / from)))
    expect(zeroCrossingsPerSecond(converted, to)).toBeCloseTo(440, -1)
    // No delay: the peak of the first cycle sits where it did in the input.
    const peakAt = (samples: Int16Array, rate: number) => {
      const cycle = samples.subarray(Math.round(0.1 * rate), Math.round(0.1 * rate + rate / 440))
      return cycle.indexOf(Math.max(...cycle)) / rate
    }
    expect(Math.abs(peakAt(converted, to) - peakAt(pcm, from))).toBeLessThan(
      1.5 / Math.min(from, to),
    )
  })
})

describe('toneSamples', () => {
  it('has the length, level and pitch asked for, fading in and out', () => {
    const tone = toneSamples(1000, 0.25, 16000, 0.5)
    expect(tone.length).toBe(4000)
    expect(Math.max(...tone)).toBeGreaterThan(16000)
    expect(Math.max(...tone)).toBeLessThanOrEqual(16384)
    expect(tone[0]).toBe(0)
    expect(zeroCrossingsPerSecond(tone, 16000)).toBeCloseTo(1000, -1)
  })
})

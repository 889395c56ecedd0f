import { convertRate } from '@org/voice-core/testing'
import { describe, expect, it } from 'vitest'
import { bestCorrelation, envelope } from './envelope'

/** Deterministic noise bursts with silences between them, like words. */
function wordLike(sampleRate: number, seconds: number): Int16Array {
  const samples = new Int16Array(Math.round(sampleRate * seconds))
  let seed = 7
  for (let index = 0; index < samples.length; index++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    const word = Math.floor((index / sampleRate) * 4) % 3 !== 2
    samples[index] = word ? ((seed % 20000) - 10000) * Math.sin((index / sampleRate) * 9) : 0
  }
  return samples
}

describe('envelope', () => {
  it('is the RMS of each frame', () => {
    const samples = new Float32Array(200).fill(0.5)
    samples.fill(0, 100)
    expect([...envelope(samples, 10_000, 10)]).toEqual([0.5, 0])
    expect(envelope(Int16Array.from([16384, -16384]), 200, 10)[0]).toBeCloseTo(0.5)
  })
})

describe('bestCorrelation', () => {
  it('finds a delayed, quieter copy of the reference', () => {
    const reference = envelope(wordLike(16_000, 2), 16_000)
    const delayed = new Float64Array(reference.length + 70)
    reference.forEach((value, index) => {
      delayed[index + 37] = value * 0.3
    })
    const match = bestCorrelation(reference, delayed)
    expect(match.lag).toBe(37)
    expect(match.value).toBeCloseTo(1, 6)
  })

  it('survives resampling and mu-law-like coarse steps, as the voice path applies them', () => {
    const source = wordLike(16_000, 2)
    const heard = convertRate(source, 16_000, 8000).map((sample) => Math.round(sample / 512) * 512)
    const match = bestCorrelation(envelope(source, 16_000), envelope(heard, 8000))
    expect(match.value).toBeGreaterThan(0.95)
  })

  it('scores missing audio low: a signal that is mostly silence', () => {
    const reference = envelope(wordLike(16_000, 2), 16_000)
    const partial = new Float64Array(reference.length)
    partial.set(reference.subarray(0, 20))
    expect(bestCorrelation(reference, partial).value).toBeLessThan(0.5)
  })

  it('refuses a reference with nothing to match', () => {
    expect(() => bestCorrelation(new Float64Array(10), new Float64Array(20))).toThrow(RangeError)
  })
})

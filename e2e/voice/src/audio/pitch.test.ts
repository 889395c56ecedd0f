import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { estimatePitch, median } from './pitch'
import { readWav } from './wav'

function tone(frequency: number, sampleRate: number, seconds = 0.043, amplitude = 0.3) {
  return Float32Array.from(
    { length: Math.round(sampleRate * seconds) },
    (_, index) => amplitude * Math.sin((2 * Math.PI * frequency * index) / sampleRate),
  )
}

describe('estimatePitch', () => {
  it.each([
    [440, 48_000],
    [880, 48_000],
    [660, 44_100],
    [120, 16_000],
  ])('finds %d Hz at %d Hz within 1%%', (frequency, rate) => {
    const pitch = estimatePitch(tone(frequency, rate), rate)
    expect(pitch).toBeDefined()
    expect(Math.abs((pitch as number) / frequency - 1)).toBeLessThan(0.01)
  })

  it('finds the fundamental of a voice-like tone with strong harmonics, not a harmonic', () => {
    const rate = 48_000
    const voice = tone(95, rate, 0.043, 0.2).map(
      (value, index) =>
        value +
        0.3 * Math.sin((2 * Math.PI * 190 * index) / rate) +
        0.25 * Math.sin((2 * Math.PI * 285 * index) / rate),
    )
    expect(Math.abs((estimatePitch(voice, rate) as number) / 95 - 1)).toBeLessThan(0.02)
  })

  it('has no pitch for silence or for noise', () => {
    expect(estimatePitch(new Float32Array(2048), 48_000)).toBeUndefined()
    let seed = 3
    const noise = Float32Array.from({ length: 2048 }, () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff
      return (seed / 0x7fffffff - 0.5) * 0.5
    })
    expect(estimatePitch(noise, 48_000)).toBeUndefined()
  })

  it('reads the speech fixture as a low male voice', () => {
    const { sampleRate, samples } = readWav(
      readFileSync(new URL('../../fixtures/speech.wav', import.meta.url)),
    )
    const floats = Float32Array.from(samples, (sample) => sample / 32768)
    const size = Math.round(sampleRate * 0.043)
    const pitches: number[] = []
    for (let start = 0; start + size <= floats.length; start += size) {
      const pitch = estimatePitch(floats.subarray(start, start + size), sampleRate)
      if (pitch) pitches.push(pitch)
    }
    expect(pitches.length).toBeGreaterThan(20)
    expect(median(pitches)).toBeGreaterThan(80)
    expect(median(pitches)).toBeLessThan(120)
  })
})

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNaN()
  })
})

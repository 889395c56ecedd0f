// Benchmark input, deterministic so every run times the same samples, and the check that a rival
// gives the same output before either is timed.
import { expect } from 'vitest'

/** 16-bit samples that look like speech to a codec: a few tones plus noise, at varied levels. */
export function speechLikePcm(length: number): Int16Array {
  const pcm = new Int16Array(length)
  let seed = 12345
  for (let index = 0; index < length; index++) {
    seed = (seed * 1103515245 + 12345) >>> 0
    const noise = (seed / 2 ** 32 - 0.5) * 0.1
    const level = 0.2 + 0.7 * Math.abs(Math.sin(index / 4000))
    const tone = Math.sin(index / 7) * 0.6 + Math.sin(index / 23) * 0.3
    pcm[index] = Math.max(-32768, Math.min(32767, Math.round((tone + noise) * level * 32767)))
  }
  return pcm
}

/**
 * Fails the test unless `actual` equals `expected` element by element, naming the first index
 * where they differ. `toEqual` on half a million samples spends minutes building its diff.
 */
export function expectSame(actual: ArrayLike<unknown>, expected: ArrayLike<unknown>): void {
  const length = Math.min(actual.length, expected.length)
  let index = 0
  while (index < length && actual[index] === expected[index]) index++
  const differs = index < length || actual.length !== expected.length
  expect(differs ? index : -1, 'index of the first difference (-1: none)').toBe(-1)
}

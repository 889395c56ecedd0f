import { describe, expect, it } from 'vitest'
import { SPEECH_LOUD, SPEECH_QUIET, speechLevel } from './speech-level'

describe('speechLevel', () => {
  it('rests at 0 for silence, pauses and anything that is not a volume', () => {
    expect(speechLevel(0)).toBe(0)
    expect(speechLevel(SPEECH_QUIET)).toBe(0)
    expect(speechLevel(0.06)).toBe(0)
    expect(speechLevel(Number.NaN)).toBe(0)
    expect(speechLevel(-1)).toBe(0)
  })

  it('spreads ordinary speech (volumes 0.2 to 0.43) over most of the meter', () => {
    expect(speechLevel(0.2)).toBeCloseTo(0.375)
    expect(speechLevel(0.3)).toBeCloseTo(0.6875)
    expect(speechLevel(SPEECH_LOUD)).toBe(1)
    expect(speechLevel(0.43)).toBe(1)
    expect(speechLevel(1)).toBe(1)
  })

  it('never falls as the volume rises', () => {
    let previous = 0
    for (let volume = 0; volume <= 1; volume += 0.01) {
      const level = speechLevel(volume)
      expect(level).toBeGreaterThanOrEqual(previous)
      previous = level
    }
  })
})

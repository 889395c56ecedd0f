import { describe, expect, it } from 'vitest'
import { FakeAudioContext } from '../fake-audio.test.helper'
import { Level, SPECTRUM_BINS } from './level'

// The fake analyser's bin i reads i % 256, so each output byte names the analyser bin it took.
describe('Level', () => {
  it.each([
    // 48 kHz: 23.4 Hz a bin, so 100 Hz is bin 4 and 8000 Hz bin 341.
    [48_000, 4, 341],
    // 16 kHz: 7.8 Hz a bin; 8000 Hz is the top, bin 1023.
    [16_000, 12, 1023],
  ])(
    'spans 100 to 8000 Hz over 1024 bins at %i Hz, as @elevenlabs/client does',
    (rate, low, high) => {
      const level = new Level(new FakeAudioContext({ sampleRate: rate }) as unknown as AudioContext)
      const bins = level.frequencyData()
      expect(bins).toHaveLength(SPECTRUM_BINS)
      expect(bins[0]).toBe(low % 256)
      expect(bins[SPECTRUM_BINS - 1]).toBe(high % 256)
      expect(bins[512]).toBe(Math.round(low + (512 * (high - low)) / 1023) % 256)
    },
  )

  it('gives a fresh array each time, and a volume between 0 and 1', () => {
    const level = new Level(new FakeAudioContext() as unknown as AudioContext)
    const first = level.frequencyData()
    first.fill(0)
    expect(level.frequencyData().some((value) => value > 0)).toBe(true)
    const volume = level.volume()
    expect(volume).toBeGreaterThan(0)
    expect(volume).toBeLessThanOrEqual(1)
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Resampler } from './resampler.ts'
import { amplitudeAt, rms, tone } from './signal.test.helper.ts'

const PAIRS: Array<[number, number]> = [
  [48000, 16000],
  [44100, 16000],
  [16000, 48000],
  [22050, 48000],
  [24000, 44100],
  [8000, 16000],
  [48000, 8000],
  [44100, 48000],
  // An awkward ratio (48000/44101) exercises the interpolated filter bank.
  [44101, 48000],
]

describe('Resampler', () => {
  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, '16000'])(
    'rejects a rate of %s with a RangeError',
    (rate) => {
      expect(() => new Resampler(rate as number, 16000)).toThrow(RangeError)
      expect(() => new Resampler(48000, rate as number)).toThrow(/outputRate must be a positive/)
    },
  )

  it.each(PAIRS)('%i → %i has a DC gain of 1', (input, output) => {
    const resampler = new Resampler(input, output)
    const result = resampler.process(new Float32Array(input).fill(0.25))
    // Past the filter's start-up, every sample is the input level. One assertion over the
    // largest error: an expect per sample made this test take seconds on a busy machine.
    const settled = result.subarray(Math.ceil(2 * resampler.delay * output) + 2)
    expect(settled.length).toBeGreaterThan(output / 2)
    const worst = settled.reduce((most, sample) => Math.max(most, Math.abs(sample - 0.25)), 0)
    expect(worst).toBeLessThan(5e-6)
  })

  it.each(PAIRS)('%i → %i returns the input length times the ratio', (input, output) => {
    const resampler = new Resampler(input, output)
    let total = 0
    let fed = 0
    for (const size of [1, 7, 128, 1000, input, 3]) {
      total += resampler.process(new Float32Array(size)).length
      fed += size
      expect(Math.abs(total - (fed * output) / input)).toBeLessThanOrEqual(1)
    }
  })

  it.each(PAIRS)('%i → %i keeps a 1 kHz tone at 1 kHz and at full level', (input, output) => {
    const resampler = new Resampler(input, output)
    const result = resampler.process(tone(1000, input, input / 2)).subarray(output / 20)
    expect(amplitudeAt(result, 1000, output)).toBeCloseTo(0.5, 3)
    // Nothing of the tone shows up a little off its frequency.
    expect(amplitudeAt(result, 1100, output)).toBeLessThan(0.01)
  })

  it('removes a tone above the output Nyquist frequency (anti-aliasing)', () => {
    const resampler = new Resampler(48000, 16000)
    const result = resampler.process(tone(12000, 48000, 24000)).subarray(800)
    // 12 kHz would alias to 4 kHz; 60 dB down from 0.5 is 0.0005 RMS·√2.
    expect(rms(result) * Math.SQRT2).toBeLessThan(0.0005)
  })

  it('passes 7 kHz within 0.1 dB and stops 8 kHz by 60 dB at 48 kHz → 16 kHz', () => {
    const pass = new Resampler(48000, 16000).process(tone(7000, 48000, 24000)).subarray(800)
    expect(Math.abs(20 * Math.log10(amplitudeAt(pass, 7000, 16000) / 0.5))).toBeLessThan(0.1)
    const stop = new Resampler(48000, 16000).process(tone(8000, 48000, 24000)).subarray(800)
    expect(20 * Math.log10((rms(stop) * Math.SQRT2) / 0.5)).toBeLessThan(-60)
  })

  describe('low latency', () => {
    it('delays 16 kHz → 8 kHz by a third as much: 24 input samples, not 70', () => {
      expect(new Resampler(16_000, 8000).delay * 16_000).toBe(70)
      expect(new Resampler(16_000, 8000, true).delay * 16_000).toBe(24)
      // The delay it reports is the one its output shows: a step's midpoint moves by that much.
      const step = Float32Array.from({ length: 3200 }, (_, index) => (index < 1600 ? 0 : 0.5))
      const out = new Resampler(16_000, 8000, true).process(step)
      expect(out.findIndex((sample) => sample > 0.25)).toBe(800 + 12)
    })

    it.each(PAIRS)('%i → %i keeps DC at 1 and 1 kHz within 0.05 dB', (input, output) => {
      const dc = new Resampler(input, output, true).process(new Float32Array(input).fill(0.25))
      const settled = dc.subarray(output / 10)
      const worst = settled.reduce((most, sample) => Math.max(most, Math.abs(sample - 0.25)), 0)
      expect(worst).toBeLessThan(5e-6)
      const result = new Resampler(input, output, true)
        .process(tone(1000, input, input / 2))
        .subarray(output / 20)
      // A 50 dB design ripples by up to 0.03 dB in its pass band.
      expect(Math.abs(20 * Math.log10(amplitudeAt(result, 1000, output) / 0.5))).toBeLessThan(0.05)
    })

    it('passes 3.5 kHz within 0.1 dB and keeps what folds into the pass band 50 dB down', () => {
      const pass = new Resampler(16_000, 8000, true).process(tone(3500, 16_000, 8000)).subarray(400)
      expect(Math.abs(20 * Math.log10(amplitudeAt(pass, 3500, 8000) / 0.5))).toBeLessThan(0.1)
      // 4.5 kHz and above would fold to 3.5 kHz and below: the pass band.
      for (const frequency of [4500, 5000, 7000]) {
        const stop = new Resampler(16_000, 8000, true)
          .process(tone(frequency, 16_000, 8000))
          .subarray(400)
        expect(20 * Math.log10((rms(stop) * Math.SQRT2) / 0.5)).toBeLessThan(-50)
      }
    })
  })

  it('gives the same output in chunks as in one piece, for any chunking', () => {
    const pairs = fc.constantFrom(...PAIRS)
    const cuts = fc.array(fc.integer({ min: 0, max: 4000 }), { maxLength: 8 })
    fc.assert(
      fc.property(pairs, cuts, ([input, output], cutPoints) => {
        const signal = tone(440, input, 4000, 0.8)
        const whole = new Resampler(input, output).process(signal)
        const chunked = new Resampler(input, output)
        const pieces: number[] = []
        let start = 0
        for (const cut of [...cutPoints].sort((a, b) => a - b).concat(signal.length)) {
          pieces.push(...chunked.process(signal.subarray(start, cut)))
          start = cut
        }
        expect(pieces.length).toBe(whole.length)
        // One assertion on the largest difference: an expect per sample made this test slow.
        let worst = 0
        pieces.forEach((sample, index) => {
          worst = Math.max(worst, Math.abs(sample - (whole[index] as number)))
        })
        expect(worst).toBeLessThan(5e-7)
      }),
      { numRuns: 40 },
    )
  })

  it('processInto writes into a caller array and keeps what does not fit', () => {
    const signal = tone(440, 48000, 4800)
    const expected = new Resampler(48000, 16000).process(signal)
    const resampler = new Resampler(48000, 16000)
    const small = new Float32Array(1000)
    const first = resampler.processInto(signal, small)
    expect(first).toBe(1000)
    expect(small).toEqual(expected.subarray(0, 1000))
    const rest = new Float32Array(1000)
    const second = resampler.processInto(new Float32Array(0), rest)
    expect(first + second).toBe(expected.length)
    expect(rest.subarray(0, second)).toEqual(expected.subarray(1000))
  })

  it('reset forgets earlier input', () => {
    const resampler = new Resampler(44100, 16000)
    const fresh = resampler.process(tone(300, 44100, 2000))
    resampler.process(tone(5000, 44100, 3000))
    resampler.reset()
    expect(resampler.process(tone(300, 44100, 2000))).toEqual(fresh)
  })

  it.each([
    [8000, 48_000],
    [16_000, 48_000],
    [24_000, 44_100],
  ])('reset(true) %i → %i puts an impulse at the first output, with no delay', (input, output) => {
    const impulse = new Float32Array(input / 10)
    impulse[0] = 1
    const delayed = new Resampler(input, output)
    const aligned = new Resampler(input, output)
    aligned.reset(true)
    const peak = (samples: Float32Array) => samples.indexOf(Math.max(...samples))
    // Unaligned, the impulse comes out `delay` later; aligned, at once.
    expect(peak(delayed.process(impulse))).toBeCloseTo(delayed.delay * output, -0.5)
    const out = aligned.process(impulse)
    expect(peak(out)).toBe(0)
    // The last `delay` of the input waits for the next: nothing is lost, only held.
    const lag = Math.round(aligned.delay * output)
    expect(Math.abs(out.length - (output / 10 - lag))).toBeLessThanOrEqual(1)
    const both = out.length + aligned.process(new Float32Array(input / 10)).length
    expect(Math.abs(both - ((2 * output) / 10 - lag))).toBeLessThanOrEqual(1)
  })
})

// Resampler 48 kHz → 16 kHz: speed in × real time, and quality measured with sine sweeps.
import { describe, expect, test } from 'vitest'
import { Resampler } from '../src/dsp/resampler.ts'
import {
  amplitudeAt as amplitudeAtRate,
  tone as toneAtRate,
} from '../src/dsp/signal.test.helper.ts'
import { budget, record } from './figures.ts'

const INPUT = 48000
const OUTPUT = 16000
const AMPLITUDE = 0.5
const SECONDS = 2

const tone = (frequency: number, length: number) => toneAtRate(frequency, INPUT, length, AMPLITUDE)
const amplitudeAt = (samples: Float32Array, frequency: number) =>
  amplitudeAtRate(samples, frequency, OUTPUT)

// Two seconds of input fed in `chunk`-sample pieces to one resampler, whose state carries on
// from run to run as it does in a live capture.
function streamInChunks(chunk: number): () => number {
  const input = tone(1000, INPUT * SECONDS)
  const resampler = new Resampler(INPUT, OUTPUT)
  return () => {
    let produced = 0
    for (let offset = 0; offset < input.length; offset += chunk) {
      produced += resampler.process(input.subarray(offset, offset + chunk)).length
    }
    return produced
  }
}

// The steady-state output for a tone: the filter's start-up is skipped.
function steadyOutput(frequency: number): Float32Array {
  const resampler = new Resampler(INPUT, OUTPUT)
  const output = resampler.process(tone(frequency, INPUT / 5))
  return output.subarray(Math.ceil(2 * resampler.delay * OUTPUT) + 1)
}

describe('resampler 48 kHz → 16 kHz (polyphase Kaiser-windowed sinc)', () => {
  test('speed, 2 s of audio per run', async ({ bench, task }) => {
    const quanta = streamInChunks(128)
    const blocks = streamInChunks(INPUT / 4)
    // Two seconds in at 48 kHz is two seconds out at 16 kHz, give or take the filter's delay.
    expect(Math.abs(quanta() - OUTPUT * SECONDS)).toBeLessThan(100)
    const results = await bench.compare(
      bench('128-sample render quanta', quanta),
      bench('250 ms blocks', blocks),
      budget,
    )
    const realTime = (label: '128-sample render quanta' | '250 ms blocks') => ({
      label,
      value: (SECONDS * 1000) / results.get(label).latency.min,
      unit: '× real time',
      atLeast: 200,
    })
    record(task.meta, realTime('128-sample render quanta'), realTime('250 ms blocks'))
  })

  // Not timed: the filter's response is deterministic, so a miss here is wrong output and fails.
  test('passband 20 Hz–7 kHz, 350 tones', ({ task }) => {
    let ripple = 0
    let rippleAt = 0
    let low = Infinity
    let high = -Infinity
    for (let frequency = 20; frequency <= 7000; frequency += 20) {
      const db = 20 * Math.log10(amplitudeAt(steadyOutput(frequency), frequency) / AMPLITUDE)
      low = Math.min(low, db)
      high = Math.max(high, db)
      if (Math.abs(db) > ripple) {
        ripple = Math.abs(db)
        rippleAt = frequency
      }
    }
    record(
      task.meta,
      { label: `ripple, largest (at ${rippleAt} Hz)`, value: ripple, unit: 'dB', atMost: 0.1 },
      { label: 'ripple, peak to peak', value: high - low, unit: 'dB' },
    )
    expect(ripple).toBeLessThanOrEqual(0.1)
  })

  test('stopband 8–24 kHz, 320 tones', ({ task }) => {
    let stopband = Infinity
    let stopbandAt = 0
    for (let frequency = 8000; frequency < INPUT / 2; frequency += 50) {
      const output = steadyOutput(frequency)
      let energy = 0
      for (const sample of output) energy += sample * sample
      // Whatever comes out (the alias, wherever it lands) relative to the tone that went in.
      const level = (Math.sqrt(energy / output.length) * Math.SQRT2) / AMPLITUDE
      const attenuation = -20 * Math.log10(level)
      if (attenuation < stopband) {
        stopband = attenuation
        stopbandAt = frequency
      }
    }
    record(task.meta, {
      label: `attenuation, least (at ${stopbandAt} Hz)`,
      value: stopband,
      unit: 'dB',
      atLeast: 60,
    })
    expect(stopband).toBeGreaterThanOrEqual(60)
  })
})

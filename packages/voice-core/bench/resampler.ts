// Resampler 48 kHz → 16 kHz: speed in × real time, and quality measured with sine sweeps.
import { Resampler } from '../src/dsp/resampler.ts'
import {
  amplitudeAt as amplitudeAtRate,
  tone as toneAtRate,
} from '../src/dsp/signal.test.helper.ts'
import { timePerRun, verdict } from './measure.ts'

const INPUT = 48000
const OUTPUT = 16000
const AMPLITUDE = 0.5

const tone = (frequency: number, length: number) => toneAtRate(frequency, INPUT, length, AMPLITUDE)
const amplitudeAt = (samples: Float32Array, frequency: number) =>
  amplitudeAtRate(samples, frequency, OUTPUT)

// The steady-state output for a tone: the filter's start-up is skipped.
function steadyOutput(frequency: number): Float32Array {
  const resampler = new Resampler(INPUT, OUTPUT)
  const output = resampler.process(tone(frequency, INPUT / 5))
  return output.subarray(Math.ceil(2 * resampler.delay * OUTPUT) + 1)
}

function speed(chunk: number): number {
  const seconds = 2
  const input = tone(1000, INPUT * seconds)
  const resampler = new Resampler(INPUT, OUTPUT)
  const ms = timePerRun(() => {
    for (let offset = 0; offset < input.length; offset += chunk) {
      resampler.process(input.subarray(offset, offset + chunk))
    }
  }, 600)
  return (seconds * 1000) / ms
}

/** Prints the resampler's figures and returns whether all three targets hold. */
export function benchResampler(): boolean {
  const realTime128 = speed(128)
  const realTimeBlock = speed(INPUT / 4)
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
  console.log('resampler 48 kHz → 16 kHz (polyphase Kaiser-windowed sinc)')
  console.log(`  speed, 128-sample render quanta   ${realTime128.toFixed(0)}× real time`)
  console.log(`  speed, 250 ms blocks              ${realTimeBlock.toFixed(0)}× real time`)
  console.log(
    `  passband ripple 20 Hz–7 kHz       ±${ripple.toFixed(4)} dB max (at ${rippleAt} Hz; ` +
      `${(high - low).toFixed(4)} dB peak to peak, 350 tones)`,
  )
  console.log(
    `  stopband 8–24 kHz                 ${stopband.toFixed(1)} dB minimum attenuation ` +
      `(at ${stopbandAt} Hz, 320 tones)`,
  )
  const fast = Math.min(realTime128, realTimeBlock) >= 200
  const flat = ripple <= 0.1
  const quiet = stopband >= 60
  console.log(
    `${verdict(fast)}  speed ≥ 200× real time (slowest: ${Math.min(realTime128, realTimeBlock).toFixed(0)}×)`,
  )
  console.log(`${verdict(flat)}  passband ripple ≤ 0.1 dB`)
  console.log(`${verdict(quiet)}  stopband attenuation ≥ 60 dB`)
  return fast && flat && quiet
}

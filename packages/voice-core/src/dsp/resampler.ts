/**
 * Streaming sample-rate converter: a polyphase Kaiser-windowed-sinc FIR.
 *
 * Safe inside an AudioWorklet: no DOM, no imports beyond this folder, and buffers are reused
 * between calls. Output is the input delayed by `delay` seconds, so every call returns as many
 * samples as its input is worth at the output rate and chunk boundaries are seamless.
 */
import { kaiserBeta, kaiserHalfLength, sincFilterBank } from './kaiser.ts'

// Designed for more than the 60 dB the product needs, so measured figures keep a margin.
const STOPBAND_DB = 70
// The pass band ends at this fraction of the lower Nyquist frequency (7 kHz for 16 kHz audio).
const PASSBAND_FRACTION = 0.875
// The low-latency filter (for speech on its way to an agent): 50 dB, still below the noise of
// 8-bit mu-law (some 38 dB under the signal), and a transition band twice as wide that ends past
// the lower Nyquist frequency, so what folds back lands in the transition band, never in the pass
// band. A third of the taps, so a third of the delay: 1.5 ms instead of 4.4 ms from 16 to 8 kHz.
const LOW_LATENCY_STOPBAND_DB = 50
// Above this many phases the exact bank would be too large; rows are interpolated instead.
const MAX_EXACT_PHASES = 1024
const INTERPOLATED_PHASES = 512

function greatestCommonDivisor(a: number, b: number): number {
  let x = a
  let y = b
  while (y !== 0) [x, y] = [y, x % y]
  return x
}

// Defined as `true` only by the worklet build (scripts/build.ts): inside the worklets every rate is
// one the page has already checked (a parsed wire format, or an AudioContext's own rate), so the
// check and its message are left out of the script the bundle carries. Undeclared everywhere else.
declare const __VOICE_CORE_RATES_CHECKED__: boolean | undefined

function checkRate(name: string, rate: number): void {
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) {
    throw new RangeError(`${name} must be a positive, finite number of hertz; got ${String(rate)}`)
  }
}

/** Converts a stream of float samples from one sample rate to another. */
export class Resampler {
  /** Samples per second going in. */
  readonly inputRate: number
  /** Samples per second coming out. */
  readonly outputRate: number
  /** How far the output lags the input, in seconds (half the filter length). */
  readonly delay: number
  // The output advances `step` input samples plus `remainder / up` per sample.
  readonly #up: number
  readonly #step: number
  readonly #remainder: number
  readonly #halfLength: number
  readonly #taps: number
  readonly #phases: number
  readonly #exact: boolean
  readonly #bank: Float64Array
  #buffer: Float32Array
  #length = 0
  #index = 0
  #phase = 0

  /**
   * @param inputRate - the input sample rate in hertz.
   * @param outputRate - the output sample rate in hertz.
   * @param lowLatency - trade stopband depth (50 dB instead of 70) and the band between the pass
   *   band's edge and the lower Nyquist frequency (which may then hold folded-back sound) for a
   *   third of the delay. The capture worklet uses it: a turn's last words reach the agent sooner.
   * @throws RangeError when a rate is not a positive, finite number.
   */
  constructor(inputRate: number, outputRate: number, lowLatency = false) {
    if (typeof __VOICE_CORE_RATES_CHECKED__ === 'undefined') {
      checkRate('inputRate', inputRate)
      checkRate('outputRate', outputRate)
    }
    this.inputRate = inputRate
    this.outputRate = outputRate
    // Rates are treated to a thousandth of a hertz so that the ratio is exactly rational.
    const input = Math.round(inputRate * 1000)
    const output = Math.round(outputRate * 1000)
    const divisor = greatestCommonDivisor(input, output)
    const up = output / divisor
    const down = input / divisor
    this.#up = up
    this.#step = Math.floor(down / up)
    this.#remainder = down % up
    const nyquist = Math.min(inputRate, outputRate) / 2
    const stopband = lowLatency ? LOW_LATENCY_STOPBAND_DB : STOPBAND_DB
    const transition = ((lowLatency ? 2 : 1) * nyquist * (1 - PASSBAND_FRACTION)) / inputRate
    // Midway across the transition band: at the Nyquist frequency itself when it straddles it.
    const cutoff = (lowLatency ? nyquist : (nyquist * (1 + PASSBAND_FRACTION)) / 2) / inputRate
    // Rounded up to an even count so the taps split into groups of four.
    this.#halfLength = Math.ceil(kaiserHalfLength(stopband, transition) / 2) * 2
    this.#taps = 2 * this.#halfLength
    this.#exact = up <= MAX_EXACT_PHASES
    this.#phases = this.#exact ? up : INTERPOLATED_PHASES
    const rows = this.#exact ? this.#phases : this.#phases + 1
    const beta = kaiserBeta(stopband)
    this.#bank = sincFilterBank(cutoff, this.#halfLength, this.#phases, rows, beta)
    this.delay = this.#halfLength / inputRate
    this.#buffer = new Float32Array(this.#taps * 4 + 4096)
    this.reset()
  }

  /**
   * Forgets all buffered input, as if the resampler were new. With `aligned`, the output that
   * follows is not delayed: its first sample is the next input's first, and instead the last
   * `delay` of input waits for more input. A player wants that (its sound starts `delay` sooner);
   * a stream that must return each call's worth of output at once does not.
   */
  reset(aligned = false): void {
    // Leading silence fills the first window (or, aligned, half of it): output starts at once.
    const history = aligned ? this.#halfLength - 1 : this.#taps - 1
    this.#buffer.fill(0, 0, history)
    this.#length = history
    this.#index = 0
    this.#phase = 0
  }

  /**
   * Converts the next chunk of the stream.
   *
   * @param input - the next input samples; any length, including zero.
   * @returns the output samples now available (a new array; about `input.length` × the ratio).
   */
  process(input: Float32Array): Float32Array {
    this.#append(input)
    const output = new Float32Array(this.#available())
    this.#run(output)
    return output
  }

  /**
   * Converts the next chunk into a caller-owned array, allocating nothing.
   *
   * @param input - the next input samples.
   * @param output - where to write; output that does not fit stays buffered for the next call.
   * @returns how many samples were written to `output`.
   */
  processInto(input: Float32Array, output: Float32Array): number {
    this.#append(input)
    return this.#run(output)
  }

  #append(input: Float32Array): void {
    const kept = this.#length - this.#index
    let buffer = this.#buffer
    if (kept + input.length > buffer.length) {
      buffer = new Float32Array(Math.max(kept + input.length, buffer.length * 2))
      buffer.set(this.#buffer.subarray(this.#index, this.#length))
      this.#buffer = buffer
    } else if (this.#index > 0) {
      buffer.copyWithin(0, this.#index, this.#length)
    }
    buffer.set(input, kept)
    this.#length = kept + input.length
    this.#index = 0
  }

  // Outputs whose whole window is buffered: those with index + taps ≤ length.
  #available(): number {
    const room = this.#length - this.#taps - this.#index
    if (room < 0) return 0
    const down = this.#step * this.#up + this.#remainder
    return Math.ceil(((room + 1) * this.#up - this.#phase) / down)
  }

  #run(output: Float32Array): number {
    const buffer = this.#buffer
    const bank = this.#bank
    const taps = this.#taps
    const up = this.#up
    const step = this.#step
    const remainder = this.#remainder
    const last = this.#length - taps
    const scale = this.#phases / up
    const exact = this.#exact
    let index = this.#index
    let phase = this.#phase
    let written = 0
    const limit = output.length
    while (written < limit && index <= last) {
      let sum = 0
      if (exact) {
        // Four partial sums let the engine overlap the multiply-adds.
        const row = phase * taps
        let a = 0
        let b = 0
        let c = 0
        let d = 0
        for (let tap = 0; tap < taps; tap += 4) {
          const at = index + tap
          const on = row + tap
          a += (buffer[at] as number) * (bank[on] as number)
          b += (buffer[at + 1] as number) * (bank[on + 1] as number)
          c += (buffer[at + 2] as number) * (bank[on + 2] as number)
          d += (buffer[at + 3] as number) * (bank[on + 3] as number)
        }
        sum = a + b + c + d
      } else {
        const position = phase * scale
        const whole = Math.floor(position)
        const fraction = position - whole
        const row = whole * taps
        for (let tap = 0; tap < taps; tap++) {
          const a = bank[row + tap] as number
          const b = bank[row + taps + tap] as number
          sum += (buffer[index + tap] as number) * (a + (b - a) * fraction)
        }
      }
      output[written++] = sum
      index += step
      phase += remainder
      if (phase >= up) {
        phase -= up
        index++
      }
    }
    this.#index = index
    this.#phase = phase
    return written
  }
}

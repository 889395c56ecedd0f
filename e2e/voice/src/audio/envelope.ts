/**
 * Loudness envelopes and their normalised cross-correlation: how the tests decide that the audio
 * the agent heard is the speech the microphone played, whatever the gain, delay and resampling
 * on the way.
 */

/**
 * The RMS level of each `frameMs` frame of 16-bit or float samples.
 *
 * @param samples - audio at `sampleRate`.
 * @param frameMs - frame length in milliseconds (10).
 */
export function envelope(
  samples: Int16Array | Float32Array,
  sampleRate: number,
  frameMs = 10,
): Float64Array {
  const frame = Math.max(1, Math.round((sampleRate * frameMs) / 1000))
  const scale = samples instanceof Int16Array ? 1 / 32768 : 1
  const levels = new Float64Array(Math.floor(samples.length / frame))
  for (let index = 0; index < levels.length; index++) {
    let sum = 0
    for (let offset = index * frame; offset < (index + 1) * frame; offset++) {
      const value = (samples[offset] as number) * scale
      sum += value * value
    }
    levels[index] = Math.sqrt(sum / frame)
  }
  return levels
}

/** The best match of a reference inside a longer signal. */
export interface CorrelationMatch {
  /** Pearson correlation of the reference with the signal at `lag`, −1 to 1. */
  value: number
  /** Where in the signal (in frames) the reference matches best. */
  lag: number
}

/**
 * Slides `reference` along `signal` and returns the lag with the highest normalised (Pearson)
 * correlation. A signal shorter than the reference is padded with silence, so missing audio
 * lowers the score instead of being ignored.
 *
 * @throws RangeError for a reference shorter than two frames or without any variation.
 */
export function bestCorrelation(reference: Float64Array, signal: Float64Array): CorrelationMatch {
  const length = reference.length
  if (length < 2) throw new RangeError('The reference needs at least two frames.')
  const mean = reference.reduce((sum, value) => sum + value, 0) / length
  const centred = reference.map((value) => value - mean)
  const referenceEnergy = centred.reduce((sum, value) => sum + value * value, 0)
  if (referenceEnergy === 0) throw new RangeError('The reference is constant: nothing to match.')
  const padded = new Float64Array(Math.max(signal.length, length))
  padded.set(signal)
  let best: CorrelationMatch = { value: -1, lag: 0 }
  for (let lag = 0; lag + length <= padded.length; lag++) {
    let sum = 0
    for (let index = 0; index < length; index++) sum += padded[lag + index] as number
    const signalMean = sum / length
    let product = 0
    let energy = 0
    for (let index = 0; index < length; index++) {
      const value = (padded[lag + index] as number) - signalMean
      product += (centred[index] as number) * value
      energy += value * value
    }
    const value = energy === 0 ? 0 : product / Math.sqrt(referenceEnergy * energy)
    if (value > best.value) best = { value, lag }
  }
  return best
}

/**
 * Pitch estimation by normalised autocorrelation. The page probe runs the same function on what
 * the speakers play (it is serialised into the page, so it must stay self-contained: no imports,
 * no outside names), and the tests run it on the source speech, so both sides measure alike.
 */

/**
 * The fundamental frequency of a short frame (20–60 ms), or `undefined` when the frame is too
 * quiet or not periodic enough to have one. The frame is first averaged down to about 12 kHz,
 * which keeps the cost low and filters the top octaves out.
 *
 * @param samples - one frame of float samples.
 * @param sampleRate - their rate in hertz.
 * @param lowest - the lowest pitch searched (60 Hz).
 * @param highest - the highest pitch searched (1200 Hz).
 */
export function estimatePitch(
  samples: ArrayLike<number>,
  sampleRate: number,
  lowest = 60,
  highest = 1200,
): number | undefined {
  const factor = Math.max(1, Math.floor(sampleRate / 12000))
  const rate = sampleRate / factor
  const length = Math.floor(samples.length / factor)
  const frame = new Float64Array(length)
  let energy = 0
  for (let index = 0; index < length; index++) {
    let sum = 0
    for (let offset = 0; offset < factor; offset++) sum += samples[index * factor + offset] ?? 0
    const value = sum / factor
    frame[index] = value
    energy += value * value
  }
  if (length === 0 || Math.sqrt(energy / length) < 1e-3) return undefined
  const minLag = Math.max(2, Math.floor(rate / highest))
  const maxLag = Math.min(length - 2, Math.ceil(rate / lowest))
  if (maxLag <= minLag + 2) return undefined
  // McLeod's normalised square difference: 1 at a perfect period, independent of loudness.
  const nsdf = new Float64Array(maxLag + 2)
  for (let lag = minLag - 1; lag <= maxLag + 1; lag++) {
    let product = 0
    let squares = 0
    for (let index = 0; index + lag < length; index++) {
      const a = frame[index] as number
      const b = frame[index + lag] as number
      product += a * b
      squares += a * a + b * b
    }
    nsdf[lag] = squares === 0 ? 0 : (2 * product) / squares
  }
  let peak = 0
  for (let lag = minLag; lag <= maxLag; lag++) peak = Math.max(peak, nsdf[lag] as number)
  if (peak < 0.6) return undefined
  // The first local maximum close to the highest one is the period; later ones are multiples.
  for (let lag = minLag; lag <= maxLag; lag++) {
    const here = nsdf[lag] as number
    if (here < 0.9 * peak) continue
    if (here < (nsdf[lag - 1] as number) || here < (nsdf[lag + 1] as number)) continue
    const before = nsdf[lag - 1] as number
    const after = nsdf[lag + 1] as number
    const curvature = before - 2 * here + after
    const shift = curvature === 0 ? 0 : (0.5 * (before - after)) / curvature
    return rate / (lag + shift)
  }
  return undefined
}

/** The middle value of a list of numbers, or NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

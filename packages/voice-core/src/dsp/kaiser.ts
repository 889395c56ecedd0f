/**
 * Windowed-sinc low-pass design (Kaiser window) for the resampler's polyphase filter bank.
 */

/** Zeroth-order modified Bessel function of the first kind, by its power series. */
function besselI0(x: number): number {
  let sum = 1
  let term = 1
  const quarter = (x * x) / 4
  for (let k = 1; k < 64 && term > sum * 1e-17; k++) {
    term *= quarter / (k * k)
    sum += term
  }
  return sum
}

/** Kaiser's β for a stopband attenuation of `decibels` (Kaiser 1974). */
export function kaiserBeta(decibels: number): number {
  if (decibels > 50) return 0.1102 * (decibels - 8.7)
  if (decibels >= 21) return 0.5842 * (decibels - 21) ** 0.4 + 0.07886 * (decibels - 21)
  return 0
}

/**
 * Half the number of taps a Kaiser-windowed sinc needs for `decibels` of stopband attenuation
 * over a transition band `transition` wide (in cycles per input sample).
 */
export function kaiserHalfLength(decibels: number, transition: number): number {
  const taps = (decibels - 7.95) / (2.285 * 2 * Math.PI * transition)
  return Math.max(2, Math.ceil(taps / 2))
}

/**
 * Builds a bank of FIR rows for fractional delays.
 *
 * Row `p` holds the `2 * halfLength` taps that produce the output at `p / phases` of an input
 * sample past the window's centre, each row normalised to a DC gain of exactly 1.
 *
 * @param cutoff - the low-pass cut-off in cycles per input sample (0 < cutoff ≤ 0.5).
 * @param halfLength - taps on each side of the centre.
 * @param phases - how many fractional positions per input sample.
 * @param rows - rows to build (`phases`, or `phases + 1` for interpolation between rows).
 * @param beta - the Kaiser window's β.
 */
export function sincFilterBank(
  cutoff: number,
  halfLength: number,
  phases: number,
  rows: number,
  beta: number,
): Float64Array {
  const taps = 2 * halfLength
  const bank = new Float64Array(rows * taps)
  const norm = besselI0(beta)
  const row = new Float64Array(taps)
  for (let phase = 0; phase < rows; phase++) {
    let sum = 0
    for (let tap = 0; tap < taps; tap++) {
      // Distance in input samples from this tap to the output instant.
      const t = halfLength - 1 - tap + phase / phases
      const x = t / halfLength
      const window = x * x >= 1 ? 0 : besselI0(beta * Math.sqrt(1 - x * x)) / norm
      const arg = 2 * Math.PI * cutoff * t
      const sinc = t === 0 ? 2 * cutoff : Math.sin(arg) / (Math.PI * t)
      row[tap] = sinc * window
      sum += sinc * window
    }
    for (let tap = 0; tap < taps; tap++) bank[phase * taps + tap] = (row[tap] as number) / sum
  }
  return bank
}

// Sine tones and their measurement, shared by the resampler's tests and the quality bench.

/** A sine of `frequency` Hz sampled at `rate`, `length` samples long. */
export function tone(
  frequency: number,
  rate: number,
  length: number,
  amplitude = 0.5,
): Float32Array {
  const samples = new Float32Array(length)
  for (let index = 0; index < length; index++) {
    samples[index] = amplitude * Math.sin((2 * Math.PI * frequency * index) / rate)
  }
  return samples
}

/** Least-squares amplitude of a sinusoid at `frequency` in `samples` (exact for any length). */
export function amplitudeAt(samples: Float32Array, frequency: number, rate: number): number {
  let ss = 0
  let cc = 0
  let sc = 0
  let ys = 0
  let yc = 0
  for (let index = 0; index < samples.length; index++) {
    const angle = (2 * Math.PI * frequency * index) / rate
    const s = Math.sin(angle)
    const c = Math.cos(angle)
    const y = samples[index] as number
    ss += s * s
    cc += c * c
    sc += s * c
    ys += y * s
    yc += y * c
  }
  const determinant = ss * cc - sc * sc
  return Math.hypot((ys * cc - yc * sc) / determinant, (yc * ss - ys * sc) / determinant)
}

/** Root mean square of `samples`. */
export function rms(samples: Float32Array): number {
  let sum = 0
  for (const sample of samples) sum += sample * sample
  return Math.sqrt(sum / samples.length)
}

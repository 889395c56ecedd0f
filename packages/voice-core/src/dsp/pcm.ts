/**
 * Conversions between Web Audio float samples and 16-bit signed PCM, the convai wire format.
 */

/**
 * Converts one float sample to a 16-bit signed integer.
 *
 * The sample is clamped to [-1, 1]; a negative one scales by 32768 and a positive one by 32767,
 * so both ends of the range are reachable and zero stays zero. `NaN` becomes silence.
 *
 * @param sample - a float sample, nominally in [-1, 1].
 * @returns an integer in [-32768, 32767].
 */
export function floatToInt16(sample: number): number {
  if (sample < 0) return sample <= -1 ? -32768 : (sample * 32768) | 0
  if (sample > 0) return sample >= 1 ? 32767 : (sample * 32767) | 0
  return 0
}

/**
 * Converts float samples to 16-bit PCM, each as `floatToInt16` does.
 *
 * @param input - float samples, nominally in [-1, 1].
 * @returns a new array of the same length.
 */
export function floatTo16BitPcm(input: Float32Array): Int16Array {
  const output = new Int16Array(input.length)
  for (let index = 0; index < input.length; index++) {
    output[index] = floatToInt16(input[index] as number)
  }
  return output
}

/**
 * Converts 16-bit PCM to float samples in [-1, 1).
 *
 * @param input - 16-bit signed samples.
 * @returns a new array of the same length, each sample divided by 32768.
 */
export function int16ToFloat32(input: Int16Array): Float32Array {
  const output = new Float32Array(input.length)
  for (let index = 0; index < input.length; index++) {
    output[index] = (input[index] as number) / 32768
  }
  return output
}

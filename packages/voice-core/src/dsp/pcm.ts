/**
 * Conversions between Web Audio float samples and 16-bit signed PCM, the convai wire format.
 */

/**
 * Converts float samples to 16-bit PCM.
 *
 * Samples are clamped to [-1, 1]; negatives scale by 32768 and positives by 32767, so both ends of
 * the range are reachable and zero stays zero. `NaN` becomes silence.
 *
 * @param input - float samples, nominally in [-1, 1].
 * @returns a new array of the same length.
 */
export function floatTo16BitPcm(input: Float32Array): Int16Array {
  const output = new Int16Array(input.length)
  for (let index = 0; index < input.length; index++) {
    const sample = input[index] as number
    if (sample < 0) {
      output[index] = sample <= -1 ? -32768 : sample * 32768
    } else if (sample > 0) {
      output[index] = sample >= 1 ? 32767 : sample * 32767
    }
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

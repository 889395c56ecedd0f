/**
 * G.711 mu-law codec, as the convai service uses for `ulaw_8000` audio.
 *
 * Samples are 16-bit signed integers; mu-law bytes are stored inverted, so silence is `0xFF`.
 */

/** Largest magnitude the encoder keeps; louder samples are clipped to it (G.711). */
export const MULAW_CLIP = 32635
/** Added before the segment search so every segment has a leading one bit (G.711). */
export const MULAW_BIAS = 132

/**
 * Encodes one 16-bit signed sample to a mu-law byte.
 *
 * @param sample - an integer in [-32768, 32767]; louder values are clipped.
 * @returns the mu-law byte, 0–255.
 */
export function encodeMuLaw(sample: number): number {
  const sign = sample < 0 ? 0x80 : 0
  // At least MULAW_BIAS (132 ≥ 128), so `magnitude >> 7` is never 0 and the exponent is 0–7.
  const magnitude = Math.min(sign ? -sample : sample, MULAW_CLIP) + MULAW_BIAS
  const exponent = 31 - Math.clz32(magnitude >> 7)
  const mantissa = (magnitude >> (exponent + 3)) & 0x0f
  return ~(sign | (exponent << 4) | mantissa) & 0xff
}

/**
 * Decodes one mu-law byte to a 16-bit signed sample.
 *
 * @param byte - a mu-law byte, 0–255.
 * @returns an integer in [-32124, 32124].
 */
export function decodeMuLaw(byte: number): number {
  const inverted = ~byte & 0xff
  const exponent = (inverted >> 4) & 0x07
  const biased = (((inverted & 0x0f) << 3) + MULAW_BIAS) << exponent
  return inverted & 0x80 ? MULAW_BIAS - biased : biased - MULAW_BIAS
}

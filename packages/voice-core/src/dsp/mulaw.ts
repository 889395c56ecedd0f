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

// 16-bit sample (as its unsigned bit pattern) → mu-law byte. 64 KiB, built on first use so that
// importing the codec costs nothing; a lookup beats the segment search by several times.
let encodeTable: Uint8Array | undefined
// mu-law byte → 16-bit sample.
let decodeTable: Int16Array | undefined

function getEncodeTable(): Uint8Array {
  if (!encodeTable) {
    encodeTable = new Uint8Array(65536)
    for (let pattern = 0; pattern < 65536; pattern++) {
      encodeTable[pattern] = encodeMuLaw((pattern << 16) >> 16)
    }
  }
  return encodeTable
}

function getDecodeTable(): Int16Array {
  if (!decodeTable) {
    decodeTable = new Int16Array(256)
    for (let byte = 0; byte < 256; byte++) decodeTable[byte] = decodeMuLaw(byte)
  }
  return decodeTable
}

/**
 * Encodes 16-bit PCM to mu-law bytes, one byte per sample.
 *
 * @param pcm - 16-bit signed samples.
 * @returns a new array of mu-law bytes, the same length as `pcm`.
 */
export function encodeMuLawBuffer(pcm: Int16Array): Uint8Array {
  const table = getEncodeTable()
  // Read the samples as unsigned bit patterns, which index the table directly.
  const patterns = new Uint16Array(pcm.buffer, pcm.byteOffset, pcm.length)
  const output = new Uint8Array(patterns.length)
  for (let index = 0; index < patterns.length; index++) {
    output[index] = table[patterns[index] as number] as number
  }
  return output
}

/**
 * Decodes mu-law bytes to 16-bit PCM, one sample per byte.
 *
 * @param bytes - mu-law bytes.
 * @returns a new array of 16-bit signed samples, the same length as `bytes`.
 */
export function decodeMuLawBuffer(bytes: Uint8Array): Int16Array {
  const table = getDecodeTable()
  const output = new Int16Array(bytes.length)
  for (let index = 0; index < bytes.length; index++) {
    output[index] = table[bytes[index] as number] as number
  }
  return output
}

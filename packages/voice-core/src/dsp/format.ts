/**
 * Parsing of the convai audio format names (`pcm_16000`, `ulaw_8000`, ...).
 */

/** An audio format the convai service sends or expects. */
export interface AudioFormat {
  /** `pcm`: 16-bit signed little-endian; `ulaw`: G.711 mu-law bytes. */
  encoding: 'pcm' | 'ulaw'
  /** Samples per second. */
  sampleRate: number
}

/**
 * Parses a convai audio format name.
 *
 * @param format - a type (`pcm` or `ulaw`), an underscore and a sample rate, e.g. `pcm_16000`.
 * @returns the encoding and sample rate.
 * @throws Error `Invalid format` when the type is missing or unknown, or `Invalid sample rate`
 *   when the rate is not a whole number from 8,000 to 48,000 Hz (what browsers can play).
 */
export function parseAudioFormat(format: string): AudioFormat {
  const separator = typeof format === 'string' ? format.indexOf('_') : -1
  const encoding = separator < 0 ? '' : format.slice(0, separator)
  if (encoding !== 'pcm' && encoding !== 'ulaw') throw new Error('Invalid format')
  const rate = format.slice(separator + 1)
  const sampleRate = Number(rate)
  if (!/^[1-9][0-9]*$/.test(rate) || !(sampleRate >= 8000 && sampleRate <= 48_000)) {
    throw new Error('Invalid sample rate')
  }
  return { encoding, sampleRate }
}

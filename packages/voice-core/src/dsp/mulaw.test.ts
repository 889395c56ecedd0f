import { describe, expect, it } from 'vitest'
import { decodeMuLaw, encodeMuLaw, MULAW_CLIP } from './mulaw'

// Segment end points of G.711 mu-law (ITU-T G.711 table 2a), as decoded magnitudes.
const SEGMENT_BASE = [0, 132, 396, 924, 1980, 4092, 8316, 16764]

describe('encodeMuLaw', () => {
  it('encodes silence as 0xFF', () => {
    expect(encodeMuLaw(0)).toBe(0xff)
  })

  it('encodes full scale to the outermost codes', () => {
    expect(encodeMuLaw(32767)).toBe(0x80)
    expect(encodeMuLaw(-32768)).toBe(0x00)
  })

  it('clips everything above the clip level to the same code', () => {
    expect(encodeMuLaw(MULAW_CLIP)).toBe(encodeMuLaw(32767))
    expect(encodeMuLaw(-MULAW_CLIP)).toBe(encodeMuLaw(-32768))
  })

  it('starts each segment where G.711 says', () => {
    SEGMENT_BASE.forEach((base, segment) => {
      // The first sample of segment s is its base value; its code is 0x7F - (s << 4) inverted.
      expect(encodeMuLaw(base), `segment ${segment}`).toBe(~(segment << 4) & 0xff)
    })
  })
})

describe('decodeMuLaw', () => {
  it('decodes 0xFF and 0x7F to zero', () => {
    expect(decodeMuLaw(0xff)).toBe(0)
    expect(Object.is(decodeMuLaw(0x7f), 0)).toBe(true)
  })

  it('decodes the outermost codes to ±32124', () => {
    expect(decodeMuLaw(0x80)).toBe(32124)
    expect(decodeMuLaw(0x00)).toBe(-32124)
  })

  it('is the inverse of encode on every code', () => {
    for (let byte = 0; byte < 256; byte++) {
      // 0x7F is negative zero, which encodes back as positive zero (0xFF).
      const expected = byte === 0x7f ? 0xff : byte
      expect(encodeMuLaw(decodeMuLaw(byte))).toBe(expected)
    }
  })

  it('keeps every 16-bit sample within half a quantisation step', () => {
    for (let sample = -32768; sample <= 32767; sample++) {
      const decoded = decodeMuLaw(encodeMuLaw(sample))
      const clipped = Math.max(-MULAW_CLIP, Math.min(MULAW_CLIP, sample))
      const exponent = 31 - Math.clz32((Math.abs(clipped) + 132) >> 7)
      // A segment's step is 2^(exponent + 3); the decoder returns its midpoint.
      expect(Math.abs(decoded - clipped)).toBeLessThanOrEqual(2 ** (exponent + 2))
    }
  })
})

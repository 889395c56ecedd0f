import { mulaw as alawmulawMuLaw } from 'alawmulaw'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  decodeMuLaw,
  decodeMuLawBuffer,
  encodeMuLaw,
  encodeMuLawBuffer,
  MULAW_CLIP,
} from './mulaw.ts'

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

// G.711 mu-law written out from the ITU-T tables rather than from the formula the codec uses:
// each segment covers a range of biased magnitudes and splits it into 16 equal steps.
const SEGMENT_END = [0xff, 0x1ff, 0x3ff, 0x7ff, 0xfff, 0x1fff, 0x3fff, 0x7fff]

function referenceEncode(sample: number): number {
  const mask = sample < 0 ? 0x7f : 0xff
  const magnitude = Math.min(Math.abs(sample), MULAW_CLIP) + 0x84
  const segment = SEGMENT_END.findIndex((end) => magnitude <= end)
  const step = (magnitude >> (segment + 3)) & 0x0f
  return ((segment << 4) | step) ^ mask
}

function referenceDecode(byte: number): number {
  const inverted = ~byte & 0xff
  const segment = (inverted >> 4) & 0x07
  const magnitude = SEGMENT_BASE[segment] as number
  const value = magnitude + ((inverted & 0x0f) << (segment + 3))
  // `| 0` turns the negative zero of code 0x7F into the 0 an Int16Array holds.
  return (inverted & 0x80 ? -value : value) | 0
}

const ALL_SAMPLES = Int16Array.from({ length: 65536 }, (_, index) => index - 32768)

describe('encodeMuLawBuffer', () => {
  it('matches the G.711 reference for all 65,536 inputs', () => {
    const encoded = encodeMuLawBuffer(ALL_SAMPLES)
    const mismatches: number[] = []
    ALL_SAMPLES.forEach((sample, index) => {
      if (encoded[index] !== referenceEncode(sample)) mismatches.push(sample)
    })
    expect(mismatches).toEqual([])
  })

  it('matches the alawmulaw package for all 65,536 inputs', () => {
    expect(encodeMuLawBuffer(ALL_SAMPLES)).toEqual(alawmulawMuLaw.encode(ALL_SAMPLES))
  })

  it('agrees with the one-sample encoder on random buffers', () => {
    fc.assert(
      fc.property(fc.int16Array(), (pcm) => {
        expect(Array.from(encodeMuLawBuffer(pcm))).toEqual(Array.from(pcm, encodeMuLaw))
      }),
    )
  })

  it('encodes an empty buffer to an empty one', () => {
    expect(encodeMuLawBuffer(new Int16Array(0))).toEqual(new Uint8Array(0))
  })
})

describe('decodeMuLawBuffer', () => {
  it('matches the G.711 reference and alawmulaw for all 256 codes', () => {
    const codes = Uint8Array.from({ length: 256 }, (_, index) => index)
    const decoded = decodeMuLawBuffer(codes)
    expect(Array.from(decoded)).toEqual(Array.from(codes, referenceDecode))
    expect(decoded).toEqual(alawmulawMuLaw.decode(codes))
  })

  it('round-trips random mu-law bytes (apart from negative zero)', () => {
    fc.assert(
      fc.property(fc.uint8Array(), (bytes) => {
        const back = encodeMuLawBuffer(decodeMuLawBuffer(bytes))
        expect(Array.from(back)).toEqual(Array.from(bytes, (byte) => (byte === 0x7f ? 0xff : byte)))
      }),
    )
  })
})

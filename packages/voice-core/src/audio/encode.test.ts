import { describe, expect, it } from 'vitest'
import { decodeMuLawBuffer } from '../dsp/mulaw'
import { encodeChunk } from './encode'

describe('encodeChunk', () => {
  it('writes 16-bit PCM little-endian', () => {
    const bytes = encodeChunk(Float32Array.of(0.5, -1, 1, 0), 'pcm')
    expect(Array.from(bytes)).toEqual([0xff, 0x3f, 0x00, 0x80, 0xff, 0x7f, 0x00, 0x00])
  })

  it('writes mu-law bytes, with silence as 0xFF', () => {
    const bytes = encodeChunk(Float32Array.of(-0.25, 0), 'ulaw')
    expect(bytes).toHaveLength(2)
    expect(Array.from(decodeMuLawBuffer(bytes))).toEqual([-8316, 0])
    expect(bytes[1]).toBe(0xff)
  })
})

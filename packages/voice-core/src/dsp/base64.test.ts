import { Buffer } from 'node:buffer'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { base64ToBytes, bytesToBase64 } from './base64.ts'

describe('bytesToBase64', () => {
  it('encodes the RFC 4648 test vectors', () => {
    const vectors = ['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar']
    const expected = ['', 'Zg==', 'Zm8=', 'Zm9v', 'Zm9vYg==', 'Zm9vYmE=', 'Zm9vYmFy']
    vectors.forEach((text, index) => {
      expect(bytesToBase64(new TextEncoder().encode(text))).toBe(expected[index])
    })
  })

  it('matches Node’s Buffer for random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => {
        expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'))
      }),
    )
  })

  it('encodes a view at an offset of a larger buffer by its own bytes only', () => {
    const whole = Uint8Array.of(1, 2, 3, 4, 5, 6)
    expect(bytesToBase64(whole.subarray(2, 5))).toBe(Buffer.from([3, 4, 5]).toString('base64'))
  })
})

describe('base64ToBytes', () => {
  it('round-trips random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => {
        expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes)
      }),
    )
  })

  it('decodes what Node’s Buffer encodes, with or without padding', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 500 }), (bytes) => {
        const padded = Buffer.from(bytes).toString('base64')
        expect(base64ToBytes(padded)).toEqual(new Uint8Array(bytes))
        expect(base64ToBytes(padded.replace(/=+$/, ''))).toEqual(new Uint8Array(bytes))
      }),
    )
  })

  it.each([
    ['Zm9v!', /unexpected character "!" at position 4/],
    ['Zm=v', /unexpected character "=" at position 2/],
    ['Zm9vY', /length of 5 characters/],
    ['Zm9v Zm9v', /unexpected character " " at position 4/],
    ['Zm9v-_', /unexpected character "-" at position 4/],
    ['Zé==', /unexpected character "é" at position 1/],
    ['A===', /unexpected character "=" at position 1/],
  ])('rejects %j with a TypeError that says why', (text, message) => {
    expect(() => base64ToBytes(text)).toThrow(TypeError)
    expect(() => base64ToBytes(text)).toThrow(message)
  })

  it('rejects what is not a string', () => {
    expect(() => base64ToBytes(42 as unknown as string)).toThrow(
      new TypeError('Invalid base64: expected a string, got number'),
    )
  })

  it('throws only TypeError for arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        try {
          const bytes = base64ToBytes(text)
          const length = text.replace(/=+$/, '').length
          expect(bytes.length).toBe(Math.floor((length * 3) / 4))
        } catch (error) {
          expect(error).toBeInstanceOf(TypeError)
        }
      }),
    )
  })
})

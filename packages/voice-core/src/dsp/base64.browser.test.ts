import { describe, expect, it } from 'vitest'
import { base64ToBytes, bytesToBase64 } from './base64.ts'

// Chromium has its own base64 encoder for typed arrays; these run the path the page really takes.
const reference = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

describe('base64 with the engine’s own encoder', () => {
  it('is the path taken here', () => {
    expect(typeof (Uint8Array.prototype as { toBase64?: unknown }).toBase64).toBe('function')
  })

  it('encodes and decodes as the script path does, views at an offset included', () => {
    const bytes = Uint8Array.from({ length: 8003 }, (_, index) => (index * 151 + 7) & 0xff)
    for (const view of [bytes, bytes.subarray(1), bytes.subarray(5, 6), bytes.subarray(0, 0)]) {
      expect(bytesToBase64(view)).toBe(reference(view))
      expect(base64ToBytes(reference(view))).toEqual(view)
      expect(base64ToBytes(reference(view).replace(/=+$/, ''))).toEqual(view)
    }
  })

  it.each([
    ['Zm9v!', /unexpected character "!" at position 4/],
    ['Zm=v', /unexpected character "=" at position 2/],
    ['Zm9vY', /length of 5 characters/],
    ['Zm9v Zm9v', /unexpected character " " at position 4/],
    ['Zm9v\nZm9v', /unexpected character "\\n" at position 4/],
    ['Zm9v-_', /unexpected character "-" at position 4/],
  ])('still rejects %j with the TypeError that says why', (text, message) => {
    expect(() => base64ToBytes(text)).toThrow(TypeError)
    expect(() => base64ToBytes(text)).toThrow(message)
  })
})

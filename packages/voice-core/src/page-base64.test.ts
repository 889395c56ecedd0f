import { Buffer } from 'node:buffer'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { base64ToBytes } from './dsp/base64'
import { audioFromBase64, chunkToBase64 } from './page-base64'

describe('chunkToBase64', () => {
  it('matches Node’s Buffer for random chunks, through btoa where there is no toBase64', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 4000 }), (bytes) => {
        expect(chunkToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'))
      }),
    )
  })

  it('encodes a view at an offset of a larger buffer by its own bytes only', () => {
    const whole = Uint8Array.of(1, 2, 3, 4, 5, 6)
    expect(chunkToBase64(whole.subarray(2, 5))).toBe('AwQF')
  })

  it('uses the engine’s own toBase64 where there is one', () => {
    const bytes = Object.assign(Uint8Array.of(255), {
      toBase64(this: Uint8Array) {
        return `native:${this.length}`
      },
    })
    expect(chunkToBase64(bytes)).toBe('native:1')
  })
})

/** The script decoder's verdict: its bytes, or that it refused the text. */
function scriptVerdict(text: string): Uint8Array | 'refused' {
  try {
    return base64ToBytes(text)
  } catch {
    return 'refused'
  }
}

function pageVerdict(text: string): Uint8Array | 'refused' {
  try {
    return audioFromBase64(text)
  } catch {
    return 'refused'
  }
}

describe('audioFromBase64', () => {
  it('decodes what Node’s Buffer encodes, with or without padding, into its own buffer', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => {
        const padded = Buffer.from(bytes).toString('base64')
        const decoded = audioFromBase64(padded)
        expect(decoded).toEqual(new Uint8Array(bytes))
        expect(decoded.buffer.byteLength).toBe(bytes.length)
        expect(audioFromBase64(padded.replace(/=+$/, ''))).toEqual(new Uint8Array(bytes))
      }),
    )
  })

  it('accepts and refuses exactly what the script decoder does', () => {
    const characters = fc.constantFrom(...'AZaz09+/=-_ \n\té'.split(''))
    fc.assert(
      fc.property(fc.array(characters, { maxLength: 12 }), (chars) => {
        const text = chars.join('')
        expect(pageVerdict(text)).toEqual(scriptVerdict(text))
      }),
      { numRuns: 5000 },
    )
  })

  it('refuses whitespace, a stray padding character and a length no bytes have', () => {
    for (const text of ['Zm9v Yg==', 'Zm9v\nYg==', 'Zg=', 'Zm9vY', 'Zm=v']) {
      expect(() => audioFromBase64(text), text).toThrow()
    }
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { floatTo16BitPcm, int16ToFloat32 } from './pcm.ts'

describe('floatTo16BitPcm', () => {
  it('scales negatives by 32768 and positives by 32767', () => {
    const pcm = floatTo16BitPcm(Float32Array.of(-1, -0.5, 0, 0.5, 1))
    expect(Array.from(pcm)).toEqual([-32768, -16384, 0, 16383, 32767])
  })

  it('clamps values outside [-1, 1] and turns NaN into silence', () => {
    const pcm = floatTo16BitPcm(Float32Array.of(-3, 2.5, Number.NaN, -Infinity, Infinity))
    expect(Array.from(pcm)).toEqual([-32768, 32767, 0, -32768, 32767])
  })

  it('keeps every sample within a step of the scaled, clamped input', () => {
    fc.assert(
      fc.property(fc.float32Array({ noNaN: true }), (input) => {
        const pcm = floatTo16BitPcm(input)
        expect(pcm.length).toBe(input.length)
        pcm.forEach((sample, index) => {
          const source = Math.max(-1, Math.min(1, input[index] as number))
          const scaled = source < 0 ? source * 32768 : source * 32767
          expect(Math.abs(sample - scaled)).toBeLessThan(1)
        })
      }),
    )
  })
})

describe('int16ToFloat32', () => {
  it('divides by 32768', () => {
    expect(Array.from(int16ToFloat32(Int16Array.of(-32768, 0, 16384, 32767)))).toEqual([
      -1,
      0,
      0.5,
      32767 / 32768,
    ])
  })

  it('round-trips every 16-bit value through float and back within one step', () => {
    const all = new Int16Array(65536)
    for (let index = 0; index < all.length; index++) all[index] = index - 32768
    const back = floatTo16BitPcm(int16ToFloat32(all))
    for (let index = 0; index < all.length; index++) {
      expect(Math.abs((back[index] as number) - (all[index] as number))).toBeLessThanOrEqual(1)
    }
    expect(back[0]).toBe(-32768)
  })

  it('round-trips float samples within half a 16-bit step', () => {
    fc.assert(
      fc.property(fc.float32Array({ min: -1, max: 1, noNaN: true }), (input) => {
        const back = int16ToFloat32(floatTo16BitPcm(input))
        back.forEach((sample, index) => {
          expect(Math.abs(sample - (input[index] as number))).toBeLessThan(1 / 16384)
        })
      }),
    )
  })
})

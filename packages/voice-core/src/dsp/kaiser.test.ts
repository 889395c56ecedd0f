import { describe, expect, it } from 'vitest'
import { kaiserBeta, kaiserHalfLength, sincFilterBank } from './kaiser.ts'

describe('kaiserBeta', () => {
  it('follows Kaiser’s formula in each of its ranges', () => {
    expect(kaiserBeta(70)).toBeCloseTo(0.1102 * 61.3, 10)
    expect(kaiserBeta(40)).toBeCloseTo(0.5842 * 19 ** 0.4 + 0.07886 * 19, 10)
    expect(kaiserBeta(20)).toBe(0)
  })
})

describe('kaiserHalfLength', () => {
  it('grows as the transition band narrows', () => {
    expect(kaiserHalfLength(70, 1000 / 48000)).toBe(104)
    expect(kaiserHalfLength(70, 2000 / 48000)).toBe(52)
    expect(kaiserHalfLength(70, 0.49)).toBe(5)
    // Never fewer than two taps a side, however easy the design.
    expect(kaiserHalfLength(10, 0.49)).toBe(2)
  })
})

describe('sincFilterBank', () => {
  const bank = sincFilterBank(0.25, 8, 4, 5, kaiserBeta(70))

  it('normalises every row to a DC gain of 1', () => {
    for (let row = 0; row < 5; row++) {
      const sum = bank.subarray(row * 16, row * 16 + 16).reduce((total, tap) => total + tap, 0)
      expect(sum).toBeCloseTo(1, 12)
    }
  })

  it('is symmetric at phase 0 about its centre and shifts by a whole tap at the last row', () => {
    // Phase 0 puts the output instant on tap 7, so that tap is the peak.
    const first = Array.from(bank.subarray(0, 16))
    expect(first.indexOf(Math.max(...first))).toBe(7)
    for (let k = 1; k < 8; k++) expect(first[7 - k]).toBeCloseTo(first[7 + k] as number, 12)
    const last = Array.from(bank.subarray(64, 80))
    expect(last.indexOf(Math.max(...last))).toBe(8)
    for (let tap = 0; tap < 15; tap++) expect(last[tap + 1]).toBeCloseTo(first[tap] as number, 12)
  })
})

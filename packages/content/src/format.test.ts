import { describe, expect, it } from 'vitest'
import { formatAud, formatCount, formatDate } from './format'

describe('formatAud', () => {
  it.each([
    [69, '$69'],
    [499, '$499'],
    [1699, '$1,699'],
    [3500, '$3,500'],
    [1234567, '$1,234,567'],
  ])('%s → %s', (amount, expected) => {
    expect(formatAud(amount)).toBe(expected)
  })

  it('refuses fractions and negatives with a clear error', () => {
    expect(() => formatAud(9.5)).toThrow(/whole, non-negative dollar amount; got 9.5/)
    expect(() => formatAud(-1)).toThrow(RangeError)
  })
})

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [25000, '25,000'],
    [1234567, '1,234,567'],
  ])('%s → %s, as en-AU writes it', (count, expected) => {
    expect(formatCount(count)).toBe(expected)
    expect(formatCount(count)).toBe(count.toLocaleString('en-AU'))
  })

  it('refuses fractions and negatives with a clear error', () => {
    expect(() => formatCount(1.5)).toThrow(/whole, non-negative number; got 1.5/)
    expect(() => formatCount(-3)).toThrow(RangeError)
  })
})

describe('formatDate', () => {
  it.each([
    ['2025-08-18', '18 August 2025'],
    ['2025-08-21', '21 August 2025'],
    ['2025-01-05', '5 January 2025'],
  ])('%s → %s', (iso, expected) => {
    expect(formatDate(iso)).toBe(expected)
  })

  it('refuses anything but an ISO date', () => {
    expect(() => formatDate('21 Aug 2025')).toThrow(/ISO date like 2025-08-21; got "21 Aug 2025"/)
    expect(() => formatDate('2025-13-01')).toThrow(RangeError)
  })
})

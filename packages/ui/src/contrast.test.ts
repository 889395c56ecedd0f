import { describe, expect, it } from 'vitest'
import { contrastRatio, formatRatio, parseColour, relativeLuminance } from './contrast'

describe('parseColour', () => {
  it('reads long and short hex', () => {
    expect(parseColour('#1d5e4b')).toEqual([29, 94, 75])
    expect(parseColour('#fff')).toEqual([255, 255, 255])
  })

  it('reads the rgb() forms getComputedStyle returns', () => {
    expect(parseColour('rgb(29, 94, 75)')).toEqual([29, 94, 75])
    expect(parseColour('rgb(29 94 75)')).toEqual([29, 94, 75])
    expect(parseColour('rgba(1, 2, 3, 0.5)')).toEqual([1, 2, 3])
  })

  it('names the value it cannot read', () => {
    expect(() => parseColour('oklch(50% 0.1 150)')).toThrow(/"oklch\(50% 0.1 150\)"/)
    expect(() => parseColour('#12345')).toThrow(/Not a colour/)
  })
})

describe('contrastRatio', () => {
  it('spans 1 to 21', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21)
    expect(contrastRatio('#777777', '#777777')).toBe(1)
  })

  it('gives the same ratio either way round', () => {
    expect(contrastRatio('#1d5e4b', '#ffffff')).toBe(contrastRatio('#ffffff', '#1d5e4b'))
  })

  it('matches the WCAG reference value for #767676 on white (4.54:1)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
  })

  it('uses the linear segment of the sRGB curve for dark channels', () => {
    expect(relativeLuminance([10, 10, 10])).toBeCloseTo(10 / 255 / 12.92, 6)
  })
})

describe('formatRatio', () => {
  it('rounds down so a quoted 4.5:1 is never really 4.49', () => {
    expect(formatRatio(4.499)).toBe('4.4:1')
    expect(formatRatio(7.66)).toBe('7.6:1')
    expect(formatRatio(21)).toBe('21.0:1')
  })
})

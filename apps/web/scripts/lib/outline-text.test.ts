import { describe, expect, it } from 'vitest'
import { uiCardFont } from './fonts.ts'
import { createTextOutliner } from './outline-text.ts'

const { files } = uiCardFont()

describe('createTextOutliner', () => {
  it('defines each glyph once per weight and places it wherever it recurs', () => {
    const { outline, definitions } = createTextOutliner(files)
    const run = outline('noon', 10, 20, { size: 12, weight: 500, anchor: 'start' })
    expect(run.glyphs).toHaveLength(4)
    expect(new Set(run.glyphs.map((glyph) => glyph.id)).size).toBe(2)
    expect(definitions().match(/<path id="/g)).toHaveLength(2)
    // The same letters in another weight are other outlines.
    outline('no', 0, 0, { size: 12, weight: 700, anchor: 'start' })
    expect(definitions().match(/<path id="/g)).toHaveLength(4)
    // Glyphs advance left to right from the run's origin.
    const xs = run.glyphs.map((glyph) => glyph.x)
    expect(xs[0]).toBe(0)
    expect(xs).toEqual([...xs].sort((a, b) => a - b))
  })

  it('scales the run to its size and anchors it at its start, middle or end', () => {
    const { outline } = createTextOutliner(files)
    const start = outline('Booked', 100, 50, { size: 14, weight: 700, anchor: 'start' })
    const middle = outline('Booked', 100, 50, { size: 14, weight: 700, anchor: 'middle' })
    const end = outline('Booked', 100, 50, { size: 14, weight: 700, anchor: 'end' })
    expect(start).toMatchObject({ x: 100, y: 50, scale: 0.14 })
    const width = 100 - end.x
    expect(width).toBeGreaterThan(40)
    expect(width).toBeLessThan(70)
    expect(middle.x).toBeCloseTo(100 - width / 2, 0)
  })

  it('leaves spaces as advance only, with no outline of their own', () => {
    const { outline, definitions } = createTextOutliner(files)
    const run = outline('a a', 0, 0, { size: 12, weight: 500, anchor: 'start' })
    expect(run.glyphs).toHaveLength(2)
    expect(definitions().match(/<path id="/g)).toHaveLength(1)
  })

  it('writes compact, well-formed path data', () => {
    const { outline, definitions } = createTextOutliner(files)
    outline('Thu 9:00 · Bondi', 0, 0, { size: 12, weight: 800, anchor: 'start' })
    for (const [, d] of definitions().matchAll(/ d="([^"]*)"/g)) {
      expect(d).toMatch(/^m-?\d/)
      expect(d).toMatch(/^([mlqcz](-?\d+([ -]?-?\d+)*)?)+$/)
    }
  })
})

import { describe, expect, it } from 'vitest'
import { quantile, summarise, table } from './stats'

describe('benchmark figures', () => {
  it('takes quantiles by linear interpolation, ignoring sessions that measured nothing', () => {
    expect(quantile([3, 1, 2], 0.5)).toBe(2)
    expect(quantile([10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 0.9)).toBeCloseTo(91)
    expect(quantile([1, Number.NaN, 3], 0.5)).toBe(2)
    expect(quantile([], 0.5)).toBeNaN()
  })

  it('compares medians, with the ratio, the target, p90 and the spread', () => {
    const row = summarise({
      name: 'connect',
      unit: 'ms',
      ours: [90, 100, 400],
      theirs: [110, 200, 120],
      target: 150,
      ratio: 1,
    })
    expect(row).toMatchObject({ ok: true })
    expect(row.ours).toMatchObject({ median: 100, low: 90, high: 400 })
    expect(row.ours.p90).toBeCloseTo(340)
    expect(row.theirs.median).toBe(120)
    expect(row.ratio).toBeCloseTo(100 / 120)
  })

  it('misses when ours is over its target or slower than theirs', () => {
    const base = { name: 'x', unit: 'ms' as const, theirs: [10] }
    expect(summarise({ ...base, ours: [40], target: 30 }).ok).toBe(false)
    expect(summarise({ ...base, ours: [12], ratio: 1 }).ok).toBe(false)
  })

  it('counts underruns as totals: none on either side is a ratio of 1', () => {
    const none = summarise({ name: 'u', unit: 'count', ours: [0, 0], theirs: [0, 0], target: 0 })
    expect(none).toMatchObject({ ratio: 1, ok: true })
    expect(none.ours.median).toBe(0)
    const some = summarise({ name: 'u', unit: 'count', ours: [1, 0], theirs: [0, 0], target: 0 })
    expect(some).toMatchObject({ ok: false, ratio: Number.POSITIVE_INFINITY })
    expect(some.ours).toMatchObject({ median: 1, low: 0, high: 1 })
  })

  it('prints an aligned table with a verdict per row, and the notes under it', () => {
    const text = table([
      { name: 'connect', unit: 'ms', ours: [100], theirs: [200], target: 150, ratio: 1 },
      { name: 'underruns', unit: 'count', ours: [2, 0], theirs: [0], target: 0, note: 'why' },
    ])
    const lines = text.split('\n')
    expect(lines[0]).toMatch(/^figure\s+unit\s+ours median\s+p90\s+spread\s+theirs median/)
    expect(lines[2]).toMatch(
      /^connect\s+ms\s+100\.0\s+100\.0\s+100\.0–100\.0\s+200\.0\s+200\.0\s+200\.0–200\.0\s+0\.50\s+≤ 150 ms, ratio ≤ 1\.0\s+met$/,
    )
    expect(lines[3]).toMatch(/^underruns \*\s+count\s+2 total\s+0–2\s+.*MISSED$/)
    expect(lines.at(-1)).toBe('* why')
  })
})

import { describe, expect, it } from 'vitest'
import { summarise, table } from './stats'

describe('benchmark figures', () => {
  it('compares medians, with the ratio and the target', () => {
    const row = summarise({
      name: 'connect',
      unit: 'ms',
      ours: [90, 100, 400],
      theirs: [110, 200, 120],
      target: 150,
      ratio: 1,
    })
    expect(row).toMatchObject({ ours: 100, theirs: 120, ok: true })
    expect(row.ratio).toBeCloseTo(100 / 120)
  })

  it('misses when ours is over its target or slower than theirs', () => {
    const base = { name: 'x', unit: 'ms' as const, theirs: [10] }
    expect(summarise({ ...base, ours: [40], target: 30 }).ok).toBe(false)
    expect(summarise({ ...base, ours: [12], ratio: 1 }).ok).toBe(false)
  })

  it('counts underruns as totals: none on either side is a ratio of 1', () => {
    const none = summarise({ name: 'u', unit: 'count', ours: [0, 0], theirs: [0, 0], target: 0 })
    expect(none).toMatchObject({ ours: 0, theirs: 0, ratio: 1, ok: true })
    const some = summarise({ name: 'u', unit: 'count', ours: [1, 0], theirs: [0, 0], target: 0 })
    expect(some).toMatchObject({ ours: 1, ok: false, ratio: Number.POSITIVE_INFINITY })
  })

  it('prints an aligned table with a verdict per row', () => {
    const text = table([
      { name: 'connect', unit: 'ms', ours: [100], theirs: [200], target: 150, ratio: 1 },
      { name: 'underruns', unit: 'count', ours: [2], theirs: [0], target: 0 },
    ])
    const lines = text.split('\n')
    expect(lines[0]).toMatch(/^figure \(median\)\s+ours\s+theirs\s+ours\/theirs\s+target/)
    expect(lines[2]).toMatch(
      /^connect\s+100\.0 ms\s+200\.0 ms\s+0\.50\s+≤ 150 ms, ratio ≤ 1\.0\s+met$/,
    )
    expect(lines[3]).toMatch(/MISSED$/)
  })
})

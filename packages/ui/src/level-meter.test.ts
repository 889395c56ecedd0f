import { describe, expect, it } from 'vitest'
import { barHeight, clampLevel, LEVEL_METER_PROFILE } from './level-meter'

describe('clampLevel', () => {
  it('keeps levels from 0 to 1 as they are', () => {
    expect(clampLevel(0)).toBe(0)
    expect(clampLevel(0.37)).toBe(0.37)
    expect(clampLevel(1)).toBe(1)
  })

  it('clamps levels outside 0-1 and reads NaN as silence', () => {
    expect(clampLevel(1.7)).toBe(1)
    expect(clampLevel(-0.2)).toBe(0)
    expect(clampLevel(Number.NaN)).toBe(0)
    expect(clampLevel(Number.POSITIVE_INFINITY)).toBe(1)
  })
})

describe('barHeight', () => {
  it('gives every bar the same small floor in silence', () => {
    const heights = LEVEL_METER_PROFILE.map((_, index) => barHeight(0, index))
    expect(new Set(heights).size).toBe(1)
    expect(heights[0]).toBeGreaterThan(0)
  })

  it('reaches full height only on the tallest bar at full level', () => {
    const tallest = LEVEL_METER_PROFILE.indexOf(Math.max(...LEVEL_METER_PROFILE))
    expect(barHeight(1, tallest)).toBe(1)
    expect(barHeight(1, 0)).toBeLessThan(1)
  })

  it('rises with the level', () => {
    expect(barHeight(0.8, 4)).toBeGreaterThan(barHeight(0.4, 4))
    expect(barHeight(2, 4)).toBe(barHeight(1, 4))
  })
})

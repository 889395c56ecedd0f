import { describe, expect, it } from 'vitest'
import { isNearBottom, TRANSCRIPT_STICK_THRESHOLD_PX } from './transcript'

describe('isNearBottom', () => {
  const box = (scrollTop: number) => ({ scrollTop, scrollHeight: 1000, clientHeight: 300 })

  it('is true at the bottom and within the threshold of it', () => {
    expect(isNearBottom(box(700))).toBe(true)
    expect(isNearBottom(box(700 - TRANSCRIPT_STICK_THRESHOLD_PX))).toBe(true)
  })

  it('is false once the reader has scrolled further up', () => {
    expect(isNearBottom(box(700 - TRANSCRIPT_STICK_THRESHOLD_PX - 1))).toBe(false)
    expect(isNearBottom(box(0))).toBe(false)
  })

  it('is true when everything fits without scrolling', () => {
    expect(isNearBottom({ scrollTop: 0, scrollHeight: 200, clientHeight: 300 })).toBe(true)
  })
})

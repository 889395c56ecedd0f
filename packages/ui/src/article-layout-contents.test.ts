import { describe, expect, it } from 'vitest'
import { READING_LINE_PX, sectionBeingRead } from './article-layout-contents'

const sections = (...tops: number[]) => tops.map((top, index) => ({ id: `s${index + 1}`, top }))

describe('sectionBeingRead', () => {
  it('is none above the first section', () => {
    expect(sectionBeingRead(sections(400, 1200, 2000))).toBeUndefined()
  })

  it('is the last section whose start has passed the reading line', () => {
    expect(sectionBeingRead(sections(-900, READING_LINE_PX, 900))).toBe('s2')
    expect(sectionBeingRead(sections(-1800, -900, READING_LINE_PX + 1))).toBe('s2')
    expect(sectionBeingRead(sections(-2600, -1800, -40))).toBe('s3')
  })
})

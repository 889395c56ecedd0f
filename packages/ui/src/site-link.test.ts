import { describe, expect, it } from 'vitest'
import { isCurrent } from './site-link'

describe('isCurrent', () => {
  it('matches the same path, with or without a trailing slash', () => {
    expect(isCurrent('/blog', '/blog')).toBe(true)
    expect(isCurrent('/blog/', '/blog')).toBe(true)
    expect(isCurrent('/blog', '/blog/')).toBe(true)
    expect(isCurrent('/', '/')).toBe(true)
  })

  it('does not match other pages, home anchors or a missing path', () => {
    expect(isCurrent('/blog', '/blog/ai-roi-measurement')).toBe(false)
    expect(isCurrent('/#services', '/')).toBe(false)
    expect(isCurrent('/', '/about')).toBe(false)
    expect(isCurrent('/blog', undefined)).toBe(false)
  })
})

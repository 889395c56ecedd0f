import { describe, expect, it } from 'vitest'
import { pagePath } from './page-path'

describe('pagePath', () => {
  it('reads the path a page is prerendered or fetched at as the route path', () => {
    expect(pagePath(new URL('http://localhost/about/'))).toBe('/about')
    expect(pagePath(new URL('http://localhost/blog/voice-ai-revolution'))).toBe(
      '/blog/voice-ai-revolution',
    )
    expect(pagePath(new URL('http://localhost/'))).toBe('/')
  })
})

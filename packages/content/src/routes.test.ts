import { describe, expect, it } from 'vitest'
import { isRoutedPath, routes } from './routes'
import { pageTitle, site } from './site'

describe('routes', () => {
  it('lists the 24 routed paths of the route table, twelve of them articles', () => {
    expect(routes).toHaveLength(24)
    expect(routes.filter((route) => route.kind === 'article')).toHaveLength(12)
  })

  it('has unique, absolute paths without trailing slashes', () => {
    const paths = routes.map((route) => route.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const path of paths) {
      expect(path).toMatch(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/)
    }
  })

  it('routes the founder page and the news briefing from the decisions', () => {
    expect(isRoutedPath('/jordan-blake-ai')).toBe(true)
    expect(isRoutedPath('/blog/ai-news-briefing-august-2025')).toBe(true)
    expect(isRoutedPath('/no-such-page')).toBe(false)
  })
})

describe('site', () => {
  it('dials the number it shows', () => {
    const digits = site.phone.display.replace(/\s/g, '')
    expect(site.phone.href).toBe(`tel:+61${digits.slice(1)}`)
  })

  it('tags page titles with the company name', () => {
    expect(pageTitle('Blog')).toBe('Blog | Kookaburra AI')
  })
})

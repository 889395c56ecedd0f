import { articles, legalLastUpdated, routes, site } from '@org/content'
import { describe, expect, it } from 'vitest'
import { robotsTxt, sitemapEntries, sitemapLocations, sitemapXml } from './sitemap.ts'

describe('the sitemap', () => {
  const entries = sitemapEntries({ routes, articles, legalLastUpdated })
  const xml = sitemapXml(site.origin, entries)

  it('lists every route once, with absolute URLs from the site origin', () => {
    expect(sitemapLocations(xml)).toEqual(routes.map((route) => `${site.origin}${route.path}`))
  })

  it('dates articles by their own dates and the blog by its newest article', () => {
    const article = articles[0]
    if (!article) throw new Error('The blog has no articles.')
    expect(entries.find((entry) => entry.path === `/blog/${article.slug}`)?.lastmod).toBe(
      article.dateModified ?? article.datePublished,
    )
    const newest = articles
      .map((a) => a.dateModified ?? a.datePublished)
      .sort()
      .at(-1)
    expect(entries.find((entry) => entry.path === '/blog')?.lastmod).toBe(newest)
    expect(entries.find((entry) => entry.path === '/privacy-policy')?.lastmod).toBe(
      legalLastUpdated,
    )
    expect(entries.find((entry) => entry.path === '/')?.lastmod).toBeUndefined()
  })

  it('rejects repeats and dates that are not ISO dates', () => {
    expect(() => sitemapXml(site.origin, [{ path: '/' }, { path: '/' }])).toThrow('twice')
    expect(() => sitemapXml(site.origin, [{ path: '/', lastmod: '21 Aug 2025' }])).toThrow(
      'ISO dates',
    )
  })

  it('is pointed at by robots.txt', () => {
    expect(robotsTxt(site.origin)).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`,
    )
  })
})

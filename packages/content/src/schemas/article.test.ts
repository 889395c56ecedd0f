import { describe, expect, it } from 'vitest'
import { articles, blogCards } from '../blog'
import { isKnownHref } from '../link-targets'
import { collectHrefs } from '../links'
import { routes } from '../routes'
import { articleSchema, blogCardSchema } from './article'

describe('blog content against the shared schemas', () => {
  it.each(articles.map((article) => [article.slug, article] as const))(
    'article %s parses',
    (_slug, article) => {
      const result = articleSchema.safeParse(article)
      expect(result.success ? [] : result.error.issues).toEqual([])
    },
  )

  it.each(blogCards.map((card) => [card.id, card] as const))('card %s parses', (_id, card) => {
    const result = blogCardSchema.safeParse(card)
    expect(result.success ? [] : result.error.issues).toEqual([])
  })

  it('has one article per article route, with unique slugs', () => {
    const paths = articles.map((article) => `/blog/${article.slug}`)
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths.sort()).toEqual(
      routes
        .filter((route) => route.kind === 'article')
        .map((route) => route.path)
        .sort(),
    )
    const ids = blogCards.map((card) => card.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('links only to routes, home anchors and configured targets, related links included', () => {
    const unknown = [...articles, ...blogCards].flatMap((record) =>
      collectHrefs(record)
        .filter((href) => !isKnownHref(href))
        .map((href) => `${'slug' in record ? record.slug : `card ${record.id}`}: ${href}`),
    )
    expect(unknown).toEqual([])
  })

  it('relates every article to others, never itself', () => {
    for (const article of articles) {
      expect(article.related).not.toContain(`/blog/${article.slug}`)
      expect(new Set(article.related).size).toBe(article.related.length)
    }
  })

  it('rejects an article whose text links to a page that does not exist', () => {
    const [first] = articles
    if (!first) throw new Error('The blog has no articles.')
    const broken = { ...first, hero: { ...first.hero, intro: 'See [this](/blog/nowhere).' } }
    expect(articleSchema.safeParse(broken).success).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { articles } from '../blog'
import { routes } from '../routes'
import { descriptionLength, pageMetaSchema } from '../schemas/meta'
import { site } from '../site'
import { allPageMeta, pageMeta } from './lookup'
import { createPageMetaLookup } from './page-meta'
import { pageMetaSources } from './pages'

const everyMeta = allPageMeta()

describe('page metadata', () => {
  it('exists for every route and for nothing else', () => {
    expect(everyMeta.map((meta) => meta.path)).toEqual(routes.map((route) => route.path))
    expect(pageMeta('/no-such-page')).toBeUndefined()
    expect(Object.keys(pageMetaSources).sort()).toEqual(
      routes
        .filter((route) => route.kind !== 'article')
        .map((route) => route.path)
        .sort(),
    )
  })

  it.each(everyMeta.map((meta) => [meta.path, meta] as const))(
    '%s parses against its schema',
    (_path, meta) => {
      const result = pageMetaSchema.safeParse(meta)
      expect(result.success ? [] : result.error.issues).toEqual([])
    },
  )

  it('gives every page a unique title and description', () => {
    const titles = everyMeta.map((meta) => meta.title)
    const descriptions = everyMeta.map((meta) => meta.description)
    expect(new Set(titles).size).toBe(titles.length)
    expect(new Set(descriptions).size).toBe(descriptions.length)
  })

  it(`keeps every description within ${descriptionLength.min}-${descriptionLength.max} characters`, () => {
    const outside = everyMeta
      .filter(
        (meta) =>
          meta.description.length < descriptionLength.min ||
          meta.description.length > descriptionLength.max,
      )
      .map((meta) => `${meta.path}: ${meta.description.length}`)
    expect(outside).toEqual([])
  })

  it('tags every title with the company name and keeps page titles under 60 characters', () => {
    for (const meta of everyMeta) expect(meta.title.endsWith(' | Kookaburra AI')).toBe(true)
    for (const source of Object.values(pageMetaSources)) {
      expect(source.title.length).toBeLessThanOrEqual(60)
    }
  })

  it('points the canonical at the site origin plus the path', () => {
    expect(pageMeta('/')?.canonical).toBe(`${site.origin}/`)
    expect(pageMeta('/about')?.canonical).toBe(`${site.origin}/about`)
    for (const meta of everyMeta) expect(meta.canonical).toBe(`${site.origin}${meta.path}`)
  })

  it('gives articles an article social card with their own hero image', () => {
    for (const article of articles) {
      const meta = pageMeta(`/blog/${article.slug}`)
      expect(meta?.title).toBe(`${article.title} | Kookaburra AI`)
      expect(meta?.social.type).toBe('article')
      expect(meta?.social.image.url).toBe(`${site.origin}${article.hero.image.src}`)
    }
  })

  it('reads a lookup built over other articles', () => {
    const [first] = articles
    if (!first) throw new Error('The blog has no articles.')
    const lookup = createPageMetaLookup([
      { ...first, slug: 'fixture-only', description: 'x'.repeat(60) },
    ])
    expect(lookup('/blog/fixture-only')?.description).toBe('x'.repeat(60))
    expect(lookup(`/blog/${first.slug}`)).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { articles } from '../blog'
import { routes } from '../routes'
import { descriptionLength, pageMetaSchema, titleMaxLength } from '../schemas/meta'
import { pageTitle, site } from '../site'
import { allPageMeta, pageMeta } from './lookup'
import { createPageMetaLookup, everyPageMeta } from './page-meta'

const everyMeta = allPageMeta()

describe('page metadata', () => {
  it('exists for every route and for nothing else', () => {
    expect(everyMeta.map((meta) => meta.path)).toEqual(routes.map((route) => route.path))
    expect(pageMeta('/no-such-page')).toBeUndefined()
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

  it('tags every title with the company name', () => {
    for (const meta of everyMeta) expect(meta.title.endsWith(' | Kookaburra AI')).toBe(true)
  })

  it(`keeps every rendered <title> and og:title of every route within ${titleMaxLength} characters`, () => {
    const rendered = everyPageMeta(pageMeta).flatMap((meta) => [meta.title, meta.social.title])
    expect(rendered).toHaveLength(routes.length * 2)
    const tooLong = rendered
      .filter((title) => title.length > titleMaxLength)
      .map((title) => `${title.length}: ${title}`)
    expect(tooLong).toEqual([])
  })

  it('rejects metadata whose tagged title runs past 60 characters', () => {
    const [home] = everyMeta
    if (!home) throw new Error('The home page has no metadata.')
    const long = {
      ...home,
      title: pageTitle('x'.repeat(titleMaxLength - site.titleTag.length + 1)),
    }
    expect(pageMetaSchema.safeParse(long).success).toBe(false)
    const fits = { ...home, title: pageTitle('x'.repeat(titleMaxLength - site.titleTag.length)) }
    expect(pageMetaSchema.safeParse(fits).success).toBe(true)
  })

  it('points the canonical at the site origin plus the path', () => {
    expect(pageMeta('/')?.canonical).toBe(`${site.origin}/`)
    expect(pageMeta('/about')?.canonical).toBe(`${site.origin}/about`)
    for (const meta of everyMeta) expect(meta.canonical).toBe(`${site.origin}${meta.path}`)
  })

  it('gives articles an article share card and keeps the hero as the in-page image', () => {
    for (const article of articles) {
      const meta = pageMeta(`/blog/${article.slug}`)
      // The long headline stays the page's h1; the <title> and og:title use the short one.
      expect(meta?.title).toBe(`${article.seoTitle} | Kookaburra AI`)
      expect(meta?.social.title).toBe(meta?.title)
      expect(article.seoTitle.length).toBeLessThan(article.title.length)
      expect(meta?.social.type).toBe('article')
      expect(meta?.social.image.url).toBe(`${site.origin}/social/blog-${article.slug}.png`)
      expect(meta?.social.card).toEqual({
        src: `/social/blog-${article.slug}.png`,
        eyebrow: `Blog · ${article.category}`,
        headline: article.seoTitle,
      })
      expect(article.hero.image.src).toMatch(/\.svg$/)
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

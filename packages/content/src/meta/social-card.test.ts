import { describe, expect, it } from 'vitest'
import { articleByPath } from '../blog'
import { routes } from '../routes'
import { pageMetaSchema } from '../schemas/meta'
import { site } from '../site'
import { articleStructuredData } from '../structured-data/article'
import { allPageMeta, pageMeta } from './lookup'
import { staticPageMeta } from './page-meta'
import { socialCardPath, socialCardSize } from './social-card'

describe('socialCardPath', () => {
  it.each([
    ['/', '/social/home.png'],
    ['/about', '/social/about.png'],
    ['/blog', '/social/blog.png'],
    ['/blog/voice-ai-revolution', '/social/blog-voice-ai-revolution.png'],
    [site.founder.path, '/social/jordan-blake-ai.png'],
  ])('%s → %s', (path, expected) => {
    expect(socialCardPath(path)).toBe(expected)
  })

  it.each(['', 'about', '/about/', '/About', '/blog?q=ai', '/#contact', '/../secret'])(
    'refuses %j, which is not a page path',
    (path) => {
      expect(() => socialCardPath(path)).toThrow(/page path/)
    },
  )

  it('gives every route its own card file', () => {
    const files = routes.map((route) => socialCardPath(route.path))
    expect(new Set(files).size).toBe(routes.length)
  })
})

describe('share images', () => {
  const everyMeta = allPageMeta()

  it.each(everyMeta.map((meta) => [meta.path, meta] as const))(
    '%s shares its own 1200 x 630 PNG, named after the page',
    (path, meta) => {
      const { image, card } = meta.social
      expect(card.src).toBe(socialCardPath(path))
      expect(image).toEqual({
        url: `${site.origin}${socialCardPath(path)}`,
        alt: `${card.headline}, ${site.brand}`,
        width: 1200,
        height: 630,
      })
      // The card's headline is the page's own short title, so card and <title> agree.
      expect(meta.title).toBe(`${card.headline}${site.titleTag}`)
      expect(card.eyebrow.length).toBeGreaterThan(0)
    },
  )

  it('names the kind of page above the headline', () => {
    expect(pageMeta('/ai-voice-agents-pricing')?.social.card.eyebrow).toBe('Pricing')
    expect(pageMeta('/')?.social.card).toEqual({
      src: '/social/home.png',
      eyebrow: 'AI for Australian small business',
      headline: 'AI Voice Agents and Automation in Australia',
    })
    expect(pageMeta('/blog/voice-ai-revolution')?.social.card.eyebrow).toBe('Blog · Voice AI')
  })

  it('rejects an SVG or a wrongly sized share image', () => {
    const meta = pageMeta('/about')
    if (!meta) throw new Error('The about page has no metadata.')
    const svg = {
      ...meta,
      social: { ...meta.social, image: { ...meta.social.image, url: `${site.origin}/x.svg` } },
    }
    expect(pageMetaSchema.safeParse(svg).success).toBe(false)
    const small = {
      ...meta,
      social: { ...meta.social, image: { ...meta.social.image, width: 600 } },
    }
    expect(pageMetaSchema.safeParse(small).success).toBe(false)
  })

  it('uses the card as the article JSON-LD image', () => {
    const article = articleByPath('/blog/voice-ai-revolution')
    if (!article) throw new Error('The voice AI article is missing.')
    expect(JSON.parse(JSON.stringify(articleStructuredData(article))).image).toEqual({
      '@type': 'ImageObject',
      url: `${site.origin}/social/blog-voice-ai-revolution.png`,
      width: { '@type': 'QuantitativeValue', value: socialCardSize.width },
      height: { '@type': 'QuantitativeValue', value: socialCardSize.height },
    })
  })

  it('gives the same metadata from the light lookup as from the full one', () => {
    for (const route of routes.filter((candidate) => candidate.kind !== 'article')) {
      expect(staticPageMeta(route.path)).toEqual(pageMeta(route.path))
    }
    expect(staticPageMeta('/blog/voice-ai-revolution')).toBeUndefined()
    expect(staticPageMeta('/no-such-page')).toBeUndefined()
  })
})

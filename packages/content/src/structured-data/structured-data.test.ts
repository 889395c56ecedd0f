import { describe, expect, it } from 'vitest'
import { articleByPath, articles } from '../blog'
import type { Article } from '../blog/types'
import { allPageMeta, pageMeta } from '../meta/lookup'
import { site } from '../site'
import { articleStructuredDataBlocks } from './article'
import { serialiseJsonLd } from './json-ld'
import { professionalService } from './organisation'
import { founderPerson } from './person'
import {
  agentPackageProducts,
  courseProduct,
  programmeProduct,
  voicePlanProducts,
} from './products'
import { webSite } from './website'

/** A block as a crawler reads it: serialised into the page, then parsed. */
const roundTrip = (block: object): Record<string, unknown> =>
  JSON.parse(JSON.stringify(block)) as Record<string, unknown>

const typesOf = (path: string) =>
  (pageMeta(path)?.structuredData ?? []).map((block) => roundTrip(block)['@type'])

describe('structured data', () => {
  it('describes the business as a ProfessionalService with awards, rating, size and hours', () => {
    expect(roundTrip(professionalService())).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      name: site.brand,
      award: ['2x Award Winner'],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.9, reviewCount: 127 },
      foundingDate: '2022',
      numberOfEmployees: { minValue: 10, maxValue: 50 },
      openingHours: 'Mo-Fr 10:00-16:00',
      telephone: '+61491570156',
    })
  })

  it('searches the blog index from the WebSite block', () => {
    expect(roundTrip(webSite())).toMatchObject({
      '@type': 'WebSite',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${site.origin}/blog?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    })
  })

  it.each([
    ['voice plans', voicePlanProducts(), [499, 899, 1699, undefined]],
    ['agent packages', agentPackageProducts(), [995, 3500]],
    ['content course', [courseProduct()], [499]],
    ['coaching programme', [programmeProduct()], [2497]],
  ])('prices the %s as Products in AUD', (_name, products, prices) => {
    const parsed = products.map(roundTrip)
    expect(parsed.map((product) => product['@type'])).toEqual(prices.map(() => 'Product'))
    expect(
      parsed.map((product) => (product.offers as { price?: number } | undefined)?.price),
    ).toEqual(prices)
    for (const product of parsed.filter((candidate) => candidate.offers)) {
      expect(product.offers).toMatchObject({ priceCurrency: 'AUD' })
    }
  })

  it('describes the founder as a Person with profiles', () => {
    expect(roundTrip(founderPerson())).toMatchObject({
      '@type': 'Person',
      name: site.founder.name,
      sameAs: [site.external.founderProfile, site.external.founderSite],
    })
  })

  it.each([
    ['/', ['ProfessionalService', 'WebSite', 'FAQPage']],
    ['/blog', ['ProfessionalService', 'WebSite']],
    [
      '/ai-voice-agents-pricing',
      ['ProfessionalService', 'Product', 'Product', 'Product', 'Product'],
    ],
    ['/ai-agent-pricing', ['ProfessionalService', 'Product', 'Product']],
    ['/automate-to-dominate', ['ProfessionalService', 'Product', 'FAQPage']],
    ['/content-course', ['ProfessionalService', 'Product']],
    ['/get-started-with-ai', ['ProfessionalService', 'FAQPage']],
    [site.founder.path, ['ProfessionalService', 'Person']],
    ['/blog/google-agentic-ai-update', ['Article', 'FAQPage']],
    // Articles that show FAQs mark them up too; the news briefing has none.
    ['/blog/voice-ai-revolution', ['NewsArticle', 'FAQPage']],
    ['/blog/ai-news-briefing-august-2025', ['NewsArticle']],
  ])('embeds the expected blocks on %s', (path, types) => {
    expect(typesOf(path)).toEqual(types)
  })

  it('serialises every block of every page to JSON that parses, with a context and a type', () => {
    for (const meta of allPageMeta()) {
      for (const block of meta.structuredData) {
        const parsed = JSON.parse(serialiseJsonLd(block)) as Record<string, unknown>
        expect(parsed['@context']).toBe('https://schema.org')
        expect(typeof parsed['@type']).toBe('string')
      }
    }
  })

  it('escapes < so data cannot close the script element', () => {
    const text = serialiseJsonLd({ ...webSite(), name: '</script><script>' })
    expect(text).not.toContain('</script>')
    expect((JSON.parse(text) as { name: string }).name).toBe('</script><script>')
  })
})

describe('article structured data', () => {
  it('writes every news article as a NewsArticle by the organisation', () => {
    const news = articles.filter((article) => article.schemaType === 'NewsArticle')
    expect(news).toHaveLength(11)
    for (const article of news) {
      const [block] = articleStructuredDataBlocks(article).map(roundTrip)
      expect(block).toMatchObject({
        '@type': 'NewsArticle',
        headline: article.title,
        datePublished: article.datePublished,
        author: { '@type': 'Organization', name: site.brand },
        publisher: { '@type': 'Organization', logo: { '@type': 'ImageObject' } },
        mainEntityOfPage: { '@id': `${site.origin}/blog/${article.slug}` },
      })
    }
  })

  it('writes the agentic AI article as an Article by the founder, with its two FAQs', () => {
    const article = articleByPath('/blog/google-agentic-ai-update')
    if (!article) throw new Error('The agentic AI article is missing.')
    const [block, faq] = articleStructuredDataBlocks(article).map(roundTrip)
    expect(block).toMatchObject({
      '@type': 'Article',
      author: { '@type': 'Person', name: site.founder.name },
    })
    const questions = ((faq?.mainEntity ?? []) as { name: string }[]).map(
      (question) => question.name,
    )
    expect(questions).toHaveLength(2)
    expect(questions[0]).toMatch(/what is .*agentic AI update/i)
    expect(questions[1]).toMatch(/agentic AI affect business productivity/i)
  })

  it('builds from the article record alone (fixture)', () => {
    const fixture: Article = {
      slug: 'fixture',
      title: 'Fixture',
      seoTitle: 'Fixture',
      description: 'A fixture article used to check the builder without the blog content.',
      keywords: ['a', 'b', 'c'],
      datePublished: '2025-01-02',
      category: 'Test',
      tags: ['Test'],
      hero: {
        headline: 'Fixture',
        intro: 'Intro.',
        image: { src: '/images/x.svg', alt: 'x', width: 1, height: 1 },
      },
      sections: [{ id: 'one', heading: 'One', blocks: [{ type: 'paragraph', text: 'Text.' }] }],
      cta: { title: 'Book', description: 'Book a call.', buttonText: 'Book', target: 'booking' },
      related: ['/blog/voice-ai-revolution', '/blog/ai-roi-measurement'],
      author: 'organisation',
      schemaType: 'NewsArticle',
    }
    const blocks = articleStructuredDataBlocks(fixture).map(roundTrip)
    expect(blocks).toHaveLength(1)
    expect(blocks[0]).toMatchObject({
      dateModified: '2025-01-02',
      image: {
        '@type': 'ImageObject',
        url: `${site.origin}/social/blog-fixture.png`,
        width: { value: 1200 },
        height: { value: 630 },
      },
    })
  })
})

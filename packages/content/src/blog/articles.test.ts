import { describe, expect, it } from 'vitest'
import { homeAnchors, isRoutedPath } from '../routes'
import { site } from '../site'
import { articleByPath, articlePath, articles, articleTexts, readTimeMinutes, wordCount } from '.'
import type { Article, ArticleBlock } from './types'

interface Expected {
  path: string
  date: string
  /** The read time docs/pages.md#articles states; `undefined` when the site computes it. */
  stated: number | undefined
  button: string | RegExp
  target: keyof typeof site.external
  faqs?: number
}

/** docs/pages.md#articles and docs/decisions.md#dates, one row per article. */
const expected: Expected[] = [
  {
    path: '/blog/vegan-ai-community',
    date: '2025-08-13',
    stated: undefined,
    button: 'Book a Values-Aligned AI Strategy Session',
    target: 'booking',
    faqs: 5,
  },
  {
    path: '/blog/offline-opensource-ai',
    date: '2025-01-18',
    stated: 8,
    button: 'Book Your Private AI Strategy Session',
    target: 'booking',
    faqs: 5,
  },
  {
    path: '/blog/ai-news-briefing-august-2025',
    date: '2025-08-21',
    stated: 8,
    button: 'Book Your 30-Minute AI Briefing Call',
    target: 'calendar',
  },
  {
    path: '/blog/ai-implementation-roadmap',
    date: '2025-02-15',
    stated: 12,
    button: 'Get Your Free AI Readiness Assessment',
    target: 'booking',
  },
  {
    path: '/blog/voice-ai-revolution',
    date: '2025-03-15',
    stated: 10,
    button: /free voice AI consultation/i,
    target: 'booking',
  },
  {
    path: '/blog/ai-ethics-compliance',
    date: '2025-04-12',
    stated: 11,
    button: /AI ethics consultation/i,
    target: 'booking',
  },
  {
    path: '/blog/prompt-engineering-guide',
    date: '2025-05-20',
    stated: 9,
    button: /prompt engineering training/i,
    target: 'booking',
  },
  {
    path: '/blog/ai-roi-measurement',
    date: '2025-06-18',
    stated: 11,
    button: /ROI assessment/i,
    target: 'booking',
  },
  {
    path: '/blog/future-of-work-ai',
    date: '2025-07-22',
    stated: 13,
    button: /workforce strategy session/i,
    target: 'booking',
  },
  {
    path: '/blog/google-agentic-ai-update',
    date: '2025-09-19',
    stated: undefined,
    button: 'Book Your AI Strategy Session',
    target: 'booking',
  },
  {
    path: '/blog/openai-agentkit-saas-future',
    date: '2025-09-25',
    stated: 12,
    button: 'Book Your AI Strategy Call Now',
    target: 'booking',
  },
  {
    path: '/blog/chatgpt-natural-conversations',
    date: '2025-10-08',
    stated: undefined,
    button: /consultation/i,
    target: 'booking',
  },
]

function article(path: string): Article {
  const found = articleByPath(path)
  if (!found) throw new Error(`no article at ${path}`)
  return found
}

function blocks(a: Article): ArticleBlock[] {
  return a.sections.flatMap((section) => section.blocks)
}

const links = (text: string) => [...text.matchAll(/\[[^\]]*\]\(([^)]*)\)/g)].map((m) => m[1] ?? '')

describe('articles', () => {
  it('holds exactly the twelve documented articles, oldest first', () => {
    expect(articles.map(articlePath).toSorted()).toEqual(expected.map((e) => e.path).toSorted())
    const dates = articles.map((a) => a.datePublished)
    expect(dates).toEqual(dates.toSorted())
  })

  it('serves every article at a routed path', () => {
    for (const a of articles) expect(isRoutedPath(articlePath(a))).toBe(true)
    expect(articleByPath('/blog/no-such-article')).toBeUndefined()
  })

  it.each(expected)('$path: date, read time and call to action', (e) => {
    const a = article(e.path)
    expect(a.datePublished).toBe(e.date)
    expect(a.readTimeMinutes).toBe(e.stated)
    if (e.stated === undefined) {
      expect(readTimeMinutes(a)).toBe(Math.ceil(wordCount(a) / 200))
    }
    expect(a.cta.buttonText).toMatch(e.button)
    expect(a.cta.target).toBe(e.target)
    if (e.faqs !== undefined) expect(a.faqs).toHaveLength(e.faqs)
  })

  it.each(expected)('$path: body length supports the read time (150-312 words a minute)', (e) => {
    const a = article(e.path)
    const perMinute = wordCount(a) / readTimeMinutes(a)
    expect(perMinute).toBeGreaterThanOrEqual(150)
    expect(perMinute).toBeLessThanOrEqual(312)
  })

  it.each(expected)('$path: unique section ids, hero image, author and schema type', (e) => {
    const a = article(e.path)
    const ids = a.sections.map((section) => section.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    expect(a.hero.image).toMatchObject({
      src: `/images/blog/${a.slug}.svg`,
      width: 1200,
      height: 630,
    })
    expect(a.hero.image.alt.length).toBeGreaterThan(0)
    const agentic = a.slug === 'google-agentic-ai-update'
    expect(a.author).toBe(agentic ? 'founder' : 'organisation')
    expect(a.schemaType).toBe(agentic ? 'Article' : 'NewsArticle')
    expect(a.tags.length).toBeGreaterThan(0)
    expect(a.keywords.length).toBeGreaterThan(0)
  })

  it.each(expected)('$path: 2-4 related articles, real and not itself', (e) => {
    const a = article(e.path)
    expect(a.related.length).toBeGreaterThanOrEqual(2)
    expect(a.related.length).toBeLessThanOrEqual(4)
    expect(new Set(a.related).size).toBe(a.related.length)
    for (const path of a.related) {
      expect(articleByPath(path), path).toBeDefined()
      expect(path).not.toBe(e.path)
    }
  })

  it('leaves no article an orphan: each is related from another', () => {
    const linked = new Set<string>(articles.flatMap((a) => a.related))
    for (const a of articles) expect(linked.has(articlePath(a)), a.slug).toBe(true)
  })

  it('gives every article a unique description of 50-160 characters', () => {
    const descriptions = articles.map((a) => a.description)
    expect(new Set(descriptions).size).toBe(descriptions.length)
    for (const d of descriptions) {
      expect(d.length, d).toBeGreaterThanOrEqual(50)
      expect(d.length, d).toBeLessThanOrEqual(160)
    }
  })

  it.each(expected)(
    '$path: every link in the text leads to a route, home anchor or target',
    (e) => {
      const externals: readonly string[] = Object.values(site.external)
      for (const href of articleTexts(article(e.path)).flatMap(links)) {
        if (href.startsWith('/#')) expect(homeAnchors).toContain(href.slice(2))
        else if (href.startsWith('/')) expect(isRoutedPath(href), href).toBe(true)
        else expect(externals, href).toContain(href)
      }
    },
  )
})

describe('article outlines', () => {
  it('briefs five news items in full and links to voice pricing and training', () => {
    const a = article('/blog/ai-news-briefing-august-2025')
    const items = blocks(a).flatMap((block) => (block.type === 'news' ? block.items : []))
    expect(items).toHaveLength(5)
    for (const item of items) {
      for (const field of [item.category, item.time, item.title, item.summary, item.source]) {
        expect(field.trim()).not.toBe('')
      }
    }
    const hrefs = articleTexts(a).flatMap(links)
    expect(hrefs).toContain('/ai-voice-agents-pricing')
    expect(hrefs).toContain('/ai-training')
  })

  it('tells two voice AI case studies and compares with call centres in a table', () => {
    const a = article('/blog/voice-ai-revolution')
    expect(blocks(a).filter((block) => block.type === 'caseStudy')).toHaveLength(2)
    const tables = blocks(a).filter((block) => block.type === 'table')
    expect(tables.some((t) => t.columns.some((c) => /call centre/i.test(c)))).toBe(true)
  })

  it('works the offline cost example through', () => {
    const text = articleTexts(article('/blog/offline-opensource-ai')).join(' ')
    for (const figure of ['$2,000', '$20,000+', '$10,000', '$200', 'six to eight months']) {
      expect(text, figure).toContain(figure)
    }
  })

  it('covers readiness phases, quick wins, integration, pitfalls and metrics in the roadmap', () => {
    const ids = article('/blog/ai-implementation-roadmap').sections.map((s) => s.id)
    for (const id of [
      'readiness-phases',
      'quick-wins',
      'advanced-integration',
      'pitfalls',
      'success-metrics',
    ]) {
      expect(ids).toContain(id)
    }
  })
})

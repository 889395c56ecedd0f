import { describe, expect, it } from 'vitest'
import { articleByPath, blogCards, readTimeMinutes } from '.'

/** docs/pages.md#blog-index: the articles cards 4-13 link to, in order. */
const linkedPaths = [
  '/blog/chatgpt-natural-conversations',
  '/blog/openai-agentkit-saas-future',
  '/blog/google-agentic-ai-update',
  '/blog/ai-news-briefing-august-2025',
  '/blog/vegan-ai-community',
  '/blog/future-of-work-ai',
  '/blog/ai-roi-measurement',
  '/blog/prompt-engineering-guide',
  '/blog/ai-ethics-compliance',
  '/blog/offline-opensource-ai',
]

describe('blog index cards', () => {
  it('numbers thirteen cards 1-13 in order', () => {
    expect(blogCards.map((card) => card.id)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1))
  })

  it('leaves cards 1-3 unlinked, so their button opens the booking page', () => {
    for (const card of blogCards.slice(0, 3)) expect(card.cta.link).toBeUndefined()
  })

  it('links cards 4-13 to the documented articles, in order', () => {
    expect(blogCards.slice(3).map((card) => card.cta.link)).toEqual(linkedPaths)
  })

  it.each(linkedPaths)('shows the date, read time and title of %s', (path) => {
    const card = blogCards.find((c) => c.cta.link === path)
    const article = articleByPath(path)
    expect(card).toBeDefined()
    expect(article).toBeDefined()
    if (!card || !article) return
    expect(card.date).toBe(article.datePublished)
    expect(card.readTimeMinutes).toBe(readTimeMinutes(article))
    expect(card.title).toBe(article.title)
  })

  it('lists newest first, with ISO dates and whole-minute read times', () => {
    const dates = blogCards.map((card) => card.date)
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(dates).toEqual(dates.toSorted().toReversed())
    for (const card of blogCards) {
      expect(Number.isInteger(card.readTimeMinutes) && card.readTimeMinutes > 0).toBe(true)
    }
  })

  it('gives every card its own title, excerpt, content and call to action', () => {
    for (const field of ['title', 'excerpt', 'content'] as const) {
      const values = blogCards.map((card) => card[field])
      expect(new Set(values).size, field).toBe(values.length)
      for (const value of values) expect(value.trim().length).toBeGreaterThan(20)
    }
    for (const card of blogCards) {
      expect(card.icon).toMatch(/^[A-Z][A-Za-z0-9]+$/)
      expect(card.cta.title.trim()).not.toBe('')
      expect(card.cta.description.trim()).not.toBe('')
      expect(card.cta.buttonText.trim()).not.toBe('')
    }
  })
})

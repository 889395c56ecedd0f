import { describe, expect, it } from 'vitest'
import { articleTexts, readTimeMinutes, wordCount } from './reading'
import type { Article } from './types'

/** A small article whose every text field holds a known number of words. */
function fixture(overrides: Partial<Article> = {}): Article {
  return {
    slug: 'fixture',
    title: 'Not counted in the body',
    seoTitle: 'Not counted',
    description: 'Not counted either, because it is metadata rather than body text.',
    keywords: ['not counted'],
    datePublished: '2025-01-01',
    category: 'Test',
    tags: ['not counted'],
    hero: {
      headline: 'One two',
      intro: 'Three four [five six](/ai-training).',
      image: { src: '/images/blog/fixture.svg', alt: 'not counted', width: 1200, height: 630 },
    },
    keyTakeaways: ['seven'],
    sections: [
      {
        id: 'only',
        heading: 'eight',
        blocks: [
          { type: 'paragraph', text: 'nine - ten' },
          { type: 'list', items: ['eleven', 'twelve'] },
          { type: 'stats', items: [{ value: '70%', label: 'fourteen' }] },
          {
            type: 'table',
            caption: 'fifteen',
            columns: ['sixteen'],
            rows: [['seventeen']],
          },
          {
            type: 'news',
            items: [
              {
                category: 'eighteen',
                time: '2 min',
                title: 'twenty-one',
                summary: 'twenty-two',
                source: 'twenty-three',
              },
            ],
          },
        ],
      },
    ],
    faqs: [{ question: 'twenty-four?', answer: 'twenty-five' }],
    cta: {
      title: 'twenty-six',
      description: 'twenty-seven',
      buttonText: 'twenty-eight',
      target: 'booking',
    },
    related: [],
    author: 'organisation',
    schemaType: 'NewsArticle',
    ...overrides,
  }
}

describe('wordCount', () => {
  it('counts every text a reader sees, a link as its label and a dash as no word', () => {
    expect(wordCount(fixture())).toBe(28)
  })

  it('leaves out metadata: title, description, keywords, tags and image alt text', () => {
    const texts = articleTexts(fixture()).join(' ')
    expect(texts).not.toContain('counted')
  })

  it('grows with the body', () => {
    const longer = fixture({ keyTakeaways: ['seven', 'and three more'] })
    expect(wordCount(longer)).toBe(31)
  })
})

describe('readTimeMinutes', () => {
  it('uses the stated read time when the article has one', () => {
    expect(readTimeMinutes(fixture({ readTimeMinutes: 9 }))).toBe(9)
  })

  it('otherwise rounds the word count up at 200 words a minute', () => {
    expect(readTimeMinutes(fixture())).toBe(1)
    const words = Array.from({ length: 401 - 28 }, () => 'word').join(' ')
    expect(readTimeMinutes(fixture({ keyTakeaways: ['seven', words] }))).toBe(3)
  })
})

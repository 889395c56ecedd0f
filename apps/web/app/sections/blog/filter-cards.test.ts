import { blogCards } from '@org/content'
import { describe, expect, it } from 'vitest'
import { filterCards, searchTerms } from './filter-cards'

const cards = [
  { id: 1, title: 'AI Receptionists for Clinics', excerpt: 'Fewer missed calls at lunchtime.' },
  { id: 2, title: 'Measuring AI ROI', excerpt: 'A formula and the KPIs that matter.' },
  { id: 3, title: 'The Voice AI Revolution', excerpt: 'Never miss another call.' },
]

describe('filterCards', () => {
  it('keeps every card for a blank search, in order', () => {
    expect(filterCards(cards, '').map((card) => card.id)).toEqual([1, 2, 3])
    expect(filterCards(cards, '   ').map((card) => card.id)).toEqual([1, 2, 3])
  })

  it('matches titles and excerpts regardless of case', () => {
    expect(filterCards(cards, 'VOICE').map((card) => card.id)).toEqual([3])
    expect(filterCards(cards, 'kpis').map((card) => card.id)).toEqual([2])
    expect(filterCards(cards, 'call').map((card) => card.id)).toEqual([1, 3])
  })

  it('needs every word, each in either field', () => {
    expect(filterCards(cards, 'clinics lunchtime').map((card) => card.id)).toEqual([1])
    expect(filterCards(cards, 'clinics kpis')).toEqual([])
  })

  it('matches a card by its category, as the topic chips search', () => {
    const categorised = [
      {
        id: 1,
        title: 'Never miss a call',
        excerpt: 'Answering at lunchtime.',
        category: 'Voice AI',
      },
      { id: 2, title: 'Where to start', excerpt: 'Three first jobs.', category: 'AI Strategy' },
    ]
    expect(filterCards(categorised, 'strategy').map((card) => card.id)).toEqual([2])
    expect(filterCards(categorised, 'voice ai').map((card) => card.id)).toEqual([1])
  })

  it('finds nothing for a word no card holds', () => {
    expect(filterCards(cards, 'blockchain')).toEqual([])
  })

  it('searches the real cards: "voice" finds the voice articles and nothing else', () => {
    const found = filterCards(blogCards, 'voice')
    expect(found.length).toBeGreaterThan(0)
    expect(found.length).toBeLessThan(blogCards.length)
    for (const card of found) expect(`${card.title} ${card.excerpt}`).toMatch(/voice/i)
  })
})

describe('searchTerms', () => {
  it('splits on any whitespace and lower-cases', () => {
    expect(searchTerms('  Voice\tAgents ')).toEqual(['voice', 'agents'])
  })
})

import { blogCards, blogIndexPage } from '@org/content'
import { describe, expect, it } from 'vitest'
import { blogCardView } from './card-view'
import { filterCards } from './filter-cards'
import { isTopicQuery, topicsOf } from './topics'

describe('topicsOf', () => {
  it('lists each category once, the most common first, ties alphabetically', () => {
    const topics = topicsOf([
      { category: 'Models' },
      { category: 'AI News' },
      {},
      { category: 'Models' },
      { category: 'AI Skills' },
    ])
    expect(topics.map((topic) => topic.name)).toEqual(['Models', 'AI News', 'AI Skills'])
  })

  it('links each topic to the index searched for it, encoded as the search field writes it', () => {
    expect(topicsOf([{ category: 'Community & Ethics' }])[0]?.href).toBe(
      '/blog?q=Community+%26+Ethics',
    )
  })

  it('gives every real topic a search that finds at least its own articles', () => {
    const views = blogCards.map((card) => blogCardView(card, blogIndexPage.readTime))
    const topics = topicsOf(views)
    expect(topics.length).toBeGreaterThan(1)
    for (const topic of topics) {
      const own = views.filter((view) => view.category === topic.name)
      const found = filterCards(views, topic.name)
      for (const card of own) expect(found).toContain(card)
    }
  })
})

describe('isTopicQuery', () => {
  it('matches the topic whatever the case and outer spaces', () => {
    expect(isTopicQuery('  ai news ', 'AI News')).toBe(true)
    expect(isTopicQuery('ai', 'AI News')).toBe(false)
  })
})

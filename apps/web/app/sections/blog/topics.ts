import { blogQueryParam } from './use-blog-query'

/** A topic chip of the blog index: an article category and the search that shows it. */
export interface BlogTopic {
  name: string
  /** The index searched for the category (`/blog?q=AI+News`), as the search field writes it. */
  href: string
}

/**
 * The topics of the given cards: each category once, the most written-about first (ties in
 * alphabetical order), so the chips lead with what the blog covers most.
 */
export function topicsOf(cards: readonly { category?: string }[]): BlogTopic[] {
  const counts = new Map<string, number>()
  for (const { category } of cards) {
    if (category) counts.set(category, (counts.get(category) ?? 0) + 1)
  }
  return [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b, 'en-AU'))
    .map(([name]) => ({
      name,
      href: `/blog?${new URLSearchParams({ [blogQueryParam]: name })}`,
    }))
}

/** Whether a search is exactly a topic's (ignoring case and outer spaces), so its chip is current. */
export function isTopicQuery(query: string, topic: string): boolean {
  return query.trim().toLocaleLowerCase('en-AU') === topic.toLocaleLowerCase('en-AU')
}

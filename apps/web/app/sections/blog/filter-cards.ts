/** What the blog search looks at on each card. */
export interface SearchableCard {
  title: string
  excerpt: string
  /** The article's category, which the topic chips search for. */
  category?: string
}

/** The words of a search, lower-cased; an empty or blank search has none. */
export function searchTerms(query: string): string[] {
  return query.toLocaleLowerCase('en-AU').split(/\s+/).filter(Boolean)
}

/**
 * The cards whose title, excerpt or category holds every word of the search, ignoring case, in
 * their order. A blank search keeps every card. Each word may match in any field, so "voice roi"
 * finds a card titled about voice agents whose excerpt mentions ROI, and a topic chip's search
 * ("AI News") finds every card of that category.
 *
 * @example filterCards(cards, 'Voice') // the cards that mention "voice" in title or excerpt
 */
export function filterCards<Card extends SearchableCard>(
  cards: readonly Card[],
  query: string,
): Card[] {
  const terms = searchTerms(query)
  if (terms.length === 0) return [...cards]
  return cards.filter((card) => {
    const haystack = `${card.title}\n${card.excerpt}\n${card.category ?? ''}`.toLocaleLowerCase(
      'en-AU',
    )
    return terms.every((term) => haystack.includes(term))
  })
}

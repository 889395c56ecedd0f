import { blogCards, blogIndexPage } from '@org/content'
import { useMemo } from 'react'
import type { ShouldRevalidateFunctionArgs } from 'react-router-dom'
import { pageLoader } from '../meta/page-loader.server'
import { BlogHero } from '../sections/blog/blog-hero'
import { BlogPosts } from '../sections/blog/blog-posts'
import { BlogSearch } from '../sections/blog/blog-search'
import { blogCardView } from '../sections/blog/card-view'
import { filterCards } from '../sections/blog/filter-cards'
import { TopicChips } from '../sections/blog/topic-chips'
import { topicsOf } from '../sections/blog/topics'
import { useBlogQuery } from '../sections/blog/use-blog-query'
import type { Route } from './+types/blog-index'

/**
 * Build time: the page's copy, its 13 cards ready to show and the topics they cover, in its own
 * HTML and `.data`.
 */
export const loader = pageLoader('blog-index', () => {
  const cards = blogCards.map((card) => blogCardView(card, blogIndexPage.readTime))
  return { cards, topics: topicsOf(cards) }
})

/**
 * The page's data never changes after the build, so a search (which only changes `?q=`) does
 * not fetch it again; only a visit from another page loads it.
 */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname
}

const listId = 'blog-posts'

/**
 * The blog index: the search and the topic chips, then every post as a card, filtered by the
 * search as the visitor types.
 */
export default function BlogIndexPage({ loaderData }: Route.ComponentProps) {
  const { page, cards, topics } = loaderData
  const { query, setQuery } = useBlogQuery()
  const shown = useMemo(() => filterCards(cards, query), [cards, query])
  return (
    <>
      <BlogHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} intro={page.hero.intro}>
        <BlogSearch
          value={query}
          onChange={setQuery}
          label={page.searchLabel}
          placeholder={page.searchPlaceholder}
          clearLabel={page.clearSearch}
          controls={listId}
        />
        <TopicChips
          topics={topics}
          query={query}
          label={page.topics.label}
          allLabel={page.topics.all}
        />
      </BlogHero>
      <BlogPosts
        cards={shown}
        total={cards.length}
        featuredLabel={page.featuredLabel}
        sessions={page.sessions}
        heading={page.articlesHeading}
        resultCount={page.resultCount}
        noResults={page.noResults}
        clearLabel={page.clearSearch}
        onClear={() => setQuery('')}
        searching={query.trim() !== ''}
        listId={listId}
      />
    </>
  )
}

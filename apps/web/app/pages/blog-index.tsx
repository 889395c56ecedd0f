import { useMemo } from 'react'
import { useLoaderData } from 'react-router-dom'
import type { loader } from '../routes/blog-index'
import { BlogHero } from '../sections/blog/blog-hero'
import { BlogPosts } from '../sections/blog/blog-posts'
import { BlogSearch } from '../sections/blog/blog-search'
import { filterCards } from '../sections/blog/filter-cards'
import { TopicChips } from '../sections/blog/topic-chips'
import { useBlogQuery } from '../sections/blog/use-blog-query'

const listId = 'blog-posts'

/**
 * The blog index: the search and the topic chips, then every post as a card, filtered by the
 * search as the visitor types.
 */
export default function BlogIndexPage() {
  const loaderData = useLoaderData<typeof loader>()
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

import { Button, cn } from '@org/ui'
import { SearchXIcon } from 'lucide-react'
import { BlogCard } from './blog-card'
import type { BlogCardView } from './card-view'

/** Props of {@link BlogPosts}. */
export interface BlogPostsProps {
  /** The cards to show, already filtered. */
  cards: readonly BlogCardView[]
  total: number
  heading: string
  /** "{count} of {total} articles". */
  resultCount: string
  noResults: string
  clearLabel: string
  onClear(): void
  /** Whether a search is narrowing the list. */
  searching: boolean
  /** The id of the list, named by the search field's `aria-controls`. */
  listId: string
}

/**
 * The posts under the search: a heading, a polite count of what a search found, and the cards,
 * the first one wide while nothing is searched. When nothing matches, the content's message and
 * a way to clear the search.
 */
export function BlogPosts({
  cards,
  total,
  heading,
  resultCount,
  noResults,
  clearLabel,
  onClear,
  searching,
  listId,
}: BlogPostsProps) {
  const count = resultCount
    .replace('{count}', String(cards.length))
    .replace('{total}', String(total))
  return (
    <section aria-labelledby="posts-heading" className="py-section md:py-section-lg">
      <div className="mx-auto w-full max-w-content px-gutter md:px-8">
        <div className="mb-8 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
          <h2 id="posts-heading" className="text-2xl font-bold text-ink">
            {heading}
          </h2>
          <p aria-live="polite" aria-atomic="true" className="text-sm font-semibold text-ink-muted">
            {searching ? count : ''}
          </p>
        </div>
        {cards.length > 0 ? (
          <ul id={listId} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
            {cards.map((card, index) => {
              const featured = !searching && index === 0
              return (
                <li key={card.id} className={cn(featured && 'md:col-span-2 lg:col-span-3')}>
                  <BlogCard card={card} featured={featured} eager={index === 0} />
                </li>
              )
            })}
          </ul>
        ) : (
          <div
            id={listId}
            role="status"
            className="flex flex-col items-center gap-4 rounded-card border border-dashed border-border-strong bg-surface-raised px-6 py-14 text-center"
          >
            <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
              <SearchXIcon aria-hidden="true" strokeWidth={1.75} className="size-7" />
            </span>
            <p className="max-w-md text-lg text-ink">{noResults}</p>
            <Button variant="secondary" onClick={onClear}>
              {clearLabel}
            </Button>
          </div>
        )}
      </div>
    </section>
  )
}

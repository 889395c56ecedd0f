import { Button } from '@org/ui'
import { SearchXIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { ArticleCard } from './article-card'
import type { BlogCardView } from './card-view'
import { SessionCard } from './session-card'

/** Props of {@link BlogPosts}. */
export interface BlogPostsProps {
  /** The cards to show, already filtered, newest first. */
  cards: readonly BlogCardView[]
  total: number
  /** The label over the featured article. */
  featuredLabel: string
  /** The heading and intro of the strip of posts that book a session. */
  sessions: { heading: string; intro: string }
  heading: string
  /** "{count} of {total} articles". */
  resultCount: string
  noResults: string
  clearLabel: string
  onClear(): void
  /** Whether a search is narrowing the list. */
  searching: boolean
  /** The id of the posts' region, named by the search field's `aria-controls`. */
  listId: string
}

type LinkedCard = BlogCardView & { href: string }
const leadsToArticle = (card: BlogCardView): card is LinkedCard => card.href !== undefined

/** One card in the form its kind takes: a whole-card link to an article, or a bookable session. */
function PostCard({ card }: { card: BlogCardView }) {
  return leadsToArticle(card) ? <ArticleCard card={card} /> : <SessionCard card={card} />
}

function CardGrid({ cards }: { cards: readonly BlogCardView[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
      {cards.map((card) => (
        <li key={card.id}>
          <PostCard card={card} />
        </li>
      ))}
    </ul>
  )
}

function Heading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-2xl font-bold tracking-tight text-ink">
      {children}
    </h2>
  )
}

/**
 * The posts under the search. With nothing searched: the newest article as a wide feature, the
 * posts that book a session as a labelled strip, then every other article. A search shows one
 * grid of what it found, with a polite count; when nothing matches, the content's message and a
 * way to clear the search.
 */
export function BlogPosts({
  cards,
  total,
  featuredLabel,
  sessions,
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
  const featured = searching ? undefined : cards.find(leadsToArticle)
  const bookable = searching ? [] : cards.filter((card) => !leadsToArticle(card))
  const rest = searching ? cards : cards.filter((card) => card !== featured && leadsToArticle(card))
  return (
    <div
      id={listId}
      className="flex flex-col gap-section py-section md:gap-section-lg md:py-section-lg"
    >
      {featured ? (
        <section
          aria-labelledby="featured-heading"
          className="mx-auto w-full max-w-content px-gutter md:px-8"
        >
          {/* A heading, styled as a label: the cards' titles are h3s under it, in order. */}
          <h2
            id="featured-heading"
            className="mb-4 text-sm font-semibold tracking-wide text-primary uppercase"
          >
            {featuredLabel}
          </h2>
          <ArticleCard card={featured} featured />
        </section>
      ) : null}
      {bookable.length > 0 ? (
        <section aria-labelledby="sessions-heading" className="bg-muted py-section">
          <div className="mx-auto w-full max-w-content px-gutter md:px-8">
            <Heading id="sessions-heading">{sessions.heading}</Heading>
            <p className="mt-2 mb-8 max-w-2xl text-ink-muted">{sessions.intro}</p>
            <CardGrid cards={bookable} />
          </div>
        </section>
      ) : null}
      <section
        aria-labelledby="posts-heading"
        className="mx-auto w-full max-w-content px-gutter md:px-8"
      >
        <div className="mb-8 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
          <Heading id="posts-heading">{heading}</Heading>
          <p aria-live="polite" aria-atomic="true" className="text-sm font-semibold text-ink-muted">
            {searching ? count : ''}
          </p>
        </div>
        {rest.length > 0 ? (
          <CardGrid cards={rest} />
        ) : (
          <div
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
      </section>
    </div>
  )
}

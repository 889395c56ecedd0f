import { ArrowRightIcon } from 'lucide-react'
import { cn } from './cn'
import type { LinkComponent } from './site-link'

/** One article in the related list. */
export interface RelatedArticle {
  /** The article's title. */
  title: string
  /** Its path, e.g. `/blog/ai-roi-measurement`. */
  href: string
  /** A line on what it covers. */
  excerpt?: string
  /** A short label above the title, e.g. the category. */
  category?: string
  /** A short note under the excerpt, e.g. "11 min read". */
  meta?: string
}

/** Props of {@link RelatedArticles}. */
export interface RelatedArticlesProps {
  heading: string
  articles: readonly RelatedArticle[]
  headingId: string
  linkComponent: LinkComponent
}

/**
 * Cards leading to other articles, so no reader reaches a dead end. The title is the link (so its
 * name is just the title) and its hit area covers the whole card, which lifts on hover and draws
 * the focus ring when the link has keyboard focus.
 */
export function RelatedArticles({
  heading,
  articles,
  headingId,
  linkComponent: Link,
}: RelatedArticlesProps) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-8">
      <h2 id={headingId} className="text-2xl font-bold text-ink">
        {heading}
      </h2>
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <li
            key={article.href}
            className={cn(
              'group relative flex flex-col gap-3 rounded-card border border-border bg-surface-raised p-6 shadow-card',
              'transition duration-250 hover:-translate-y-0.5 hover:shadow-raised',
              'motion-reduce:transition-none motion-reduce:hover:translate-y-0',
              'has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-focus',
            )}
          >
            {article.category ? (
              <span className="text-sm font-semibold text-primary">{article.category}</span>
            ) : null}
            <h3 className="text-lg font-bold text-ink">
              {/* The title is the link, named by itself; its ::after stretches over the card. */}
              <Link
                href={article.href}
                className="outline-none after:absolute after:inset-0 after:rounded-card"
              >
                {article.title}
              </Link>
            </h3>
            {article.excerpt ? (
              <p className="line-clamp-3 text-ink-muted">{article.excerpt}</p>
            ) : null}
            <span className="mt-auto flex items-center justify-between gap-3 pt-2 text-sm text-ink-muted">
              {article.meta ?? null}
              <ArrowRightIcon
                aria-hidden="true"
                strokeWidth={2}
                className="ml-auto size-4 text-primary transition-transform duration-150 group-hover:translate-x-1 motion-reduce:transition-none"
              />
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

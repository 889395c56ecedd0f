import { cn } from '@org/ui'
import { ArrowRightIcon, CalendarIcon, ClockIcon } from 'lucide-react'
import { ActionButton } from '../../actions/action-link'
import { ContentIcon } from '../../icons/content-icon'
import { RouterLink } from '../../shell/router-link'
import { BlogCardCover } from './blog-card-cover'
import type { BlogCardView } from './card-view'

/** Props of {@link BlogCard}. */
export interface BlogCardProps {
  card: BlogCardView
  /** The wide card that opens the unfiltered list: picture beside the text from 768 px. */
  featured?: boolean
  /** Load the picture at once (the first card is in view on arrival). */
  eager?: boolean
}

/**
 * One post of the blog index: cover, icon, date and read time, title, excerpt, a paragraph of
 * detail, and the post's call to action. A post with an article links its title there and its
 * button reads the article; a post without one books a strategy session in a new tab.
 */
export function BlogCard({ card, featured = false, eager = false }: BlogCardProps) {
  const titleId = `post-${card.id}-title`
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'group flex h-full flex-col overflow-hidden rounded-card bg-surface-raised shadow-card',
        'transition duration-250 hover:-translate-y-0.5 hover:shadow-raised motion-reduce:transition-none motion-reduce:hover:translate-y-0',
        featured && 'md:grid md:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]',
      )}
    >
      <div className={cn('relative', featured && 'md:flex md:flex-col')}>
        <BlogCardCover
          image={card.image}
          icon={card.icon}
          eager={eager}
          large={featured}
          className={cn('aspect-[40/21]', featured && 'md:aspect-auto md:flex-1')}
        />
        {/* An illustrated card wears its icon on the picture's edge; a drawn cover shows it already. */}
        {card.image ? (
          <span
            aria-hidden="true"
            className="absolute -bottom-5 left-6 flex size-11 items-center justify-center rounded-full bg-surface-raised text-primary shadow-raised ring-4 ring-surface-raised"
          >
            <ContentIcon name={card.icon} className="size-5" />
          </span>
        ) : null}
      </div>
      <div className={cn('flex flex-1 flex-col gap-4 p-6 pt-8', featured && 'md:p-10')}>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
          <span className="inline-flex items-center gap-1.5">
            <CalendarIcon aria-hidden="true" strokeWidth={2} className="size-4" />
            <time dateTime={card.date.iso}>{card.date.display}</time>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <ClockIcon aria-hidden="true" strokeWidth={2} className="size-4" />
            {card.readTime}
          </span>
        </div>
        <h3
          id={titleId}
          className={cn('font-bold tracking-tight text-ink', featured ? 'text-2xl' : 'text-lg')}
        >
          {card.href ? (
            <RouterLink
              href={card.href}
              className="rounded-sm hover:text-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              {card.title}
            </RouterLink>
          ) : (
            card.title
          )}
        </h3>
        <p className={cn('text-ink', featured && 'text-lg')}>{card.excerpt}</p>
        <p className="text-sm text-ink-muted">{card.content}</p>
        <div className="mt-auto flex flex-col items-start gap-3 border-t border-border pt-5">
          <p className="flex flex-col gap-0.5">
            <span className="font-semibold text-ink">{card.cta.title}</span>
            <span className="text-sm text-ink-muted">{card.cta.description}</span>
          </p>
          <ActionButton
            action={card.cta.action}
            variant={card.href ? 'secondary' : 'primary'}
            className="group/cta whitespace-normal text-left"
          >
            {card.cta.label}
            {card.href ? (
              <ArrowRightIcon
                aria-hidden="true"
                strokeWidth={2}
                className="size-4 transition-transform duration-150 group-hover/cta:translate-x-0.5 motion-reduce:transition-none"
              />
            ) : null}
          </ActionButton>
        </div>
      </div>
    </article>
  )
}

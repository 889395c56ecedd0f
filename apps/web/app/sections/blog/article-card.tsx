import { cn } from '@org/ui'
import { ArrowRightIcon } from 'lucide-react'
import { ContentIcon } from '../../icons/content-icon'
import { RouterLink } from '../../shell/router-link'
import { BlogCardCover } from './blog-card-cover'
import type { BlogCardView } from './card-view'
import { PostCta, PostMeta } from './post-meta'

/** Props of {@link ArticleCard}. */
export interface ArticleCardProps {
  /** A card that leads to an article (`href` set). */
  card: BlogCardView & { href: string }
  /** The wide card that opens the index: picture beside the text from 1024 px. */
  featured?: boolean
}

/**
 * A post that leads to its article, clickable as a whole: cover, topic, date and read time,
 * title, standfirst, a paragraph of detail and where it leads. The title is the one link; its
 * hit area is stretched over the card, so a screen reader hears one short link per card and a
 * pointer can click anywhere on it. The card's call to action reads as the link's direction, not
 * as a second button.
 */
export function ArticleCard({ card, featured = false }: ArticleCardProps) {
  const titleId = `post-${card.id}-title`
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-card bg-surface-raised shadow-card ring-1 ring-border/60',
        'transition duration-250 hover:-translate-y-0.5 hover:shadow-raised motion-reduce:transition-none motion-reduce:hover:translate-y-0',
        'has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-focus',
        featured && 'lg:grid lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]',
      )}
    >
      {/* The featured picture sits framed on a mat, whole, whatever the text column's height. */}
      <div className={cn(featured && 'lg:flex lg:items-center lg:bg-primary-soft lg:p-8')}>
        <div className="relative w-full">
          <BlogCardCover
            image={card.image}
            icon={card.icon}
            large={featured}
            className={cn(
              'aspect-[40/21]',
              featured && 'lg:rounded-control lg:shadow-card lg:ring-1 lg:ring-border/60',
            )}
          />
          <span
            aria-hidden="true"
            className="absolute -bottom-5 left-6 z-10 flex size-11 items-center justify-center rounded-full bg-surface-raised text-primary shadow-raised ring-4 ring-surface-raised"
          >
            <ContentIcon name={card.icon} className="size-5" />
          </span>
        </div>
      </div>
      <div
        className={cn(
          'flex flex-1 flex-col gap-3 p-6 pt-9',
          featured && 'md:gap-4 md:p-10 md:pt-12',
        )}
      >
        <PostMeta card={card} />
        <h3
          id={titleId}
          className={cn(
            'font-bold tracking-tight text-balance text-ink group-hover:text-primary',
            featured ? 'text-2xl md:text-3xl' : 'text-lg',
          )}
        >
          {/* The stretched link: its ::after covers the card, so the whole card is the link. */}
          <RouterLink
            href={card.href}
            className="after:absolute after:inset-0 after:z-10 after:content-[''] focus-visible:outline-none"
          >
            {card.title}
          </RouterLink>
        </h3>
        <p className={cn('text-ink', featured && 'md:text-lg')}>{card.excerpt}</p>
        <p className="text-sm text-ink-muted">{card.content}</p>
        <div className="mt-auto flex flex-col gap-1 border-t border-border pt-4 text-sm">
          <PostCta cta={card.cta} />
          <span className="inline-flex items-center gap-1.5 font-semibold text-primary">
            {card.cta.label}
            <ArrowRightIcon
              aria-hidden="true"
              strokeWidth={2}
              className="size-4 transition-transform duration-150 group-hover:translate-x-0.5 motion-reduce:transition-none"
            />
          </span>
        </div>
      </div>
    </article>
  )
}

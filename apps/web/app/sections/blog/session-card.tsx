import { IconTile } from '@org/ui'
import { ActionButton } from '../../actions/action-link'
import { ContentIcon } from '../../icons/content-icon'
import type { BlogCardView } from './card-view'
import { PostCta, PostMeta } from './post-meta'

/**
 * A post without an article (posts 1 to 3): a topic we take one to one, so its call to action
 * books a session on the external booking page, in a new tab.
 */
export function SessionCard({ card }: { card: BlogCardView }) {
  const titleId = `post-${card.id}-title`
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-card bg-surface-raised p-6 shadow-card ring-1 ring-border/60"
    >
      <IconTile>
        <ContentIcon name={card.icon} className="size-6" />
      </IconTile>
      <PostMeta card={card} />
      <h3 id={titleId} className="text-lg font-bold tracking-tight text-balance text-ink">
        {card.title}
      </h3>
      <p className="text-ink">{card.excerpt}</p>
      <p className="text-sm text-ink-muted">{card.content}</p>
      <div className="mt-auto flex flex-col items-start gap-3 border-t border-border pt-4">
        <PostCta cta={card.cta} />
        <ActionButton
          action={card.cta.action}
          variant="secondary"
          className="whitespace-normal text-left"
        >
          {card.cta.label}
        </ActionButton>
      </div>
    </article>
  )
}

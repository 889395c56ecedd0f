import type { IconName } from '@org/content'
import { cn, FeatureList, IconTile } from '@org/ui'
import type { ReactNode } from 'react'
import { ContentIcon } from '../../icons/content-icon'

/** Props of {@link OfferCard}. */
export interface OfferCardProps {
  name: string
  description: string
  icon: IconName
  features: readonly string[]
  /** Stands out: a green border, a mint wash and the gold label. */
  popular?: boolean
  /** The gold label's words, e.g. "Most Popular". */
  popularLabel: string
  /** The card's button, pinned to its foot. */
  action?: ReactNode
  /** `row`: the icon beside the name; `column`: above it. */
  header?: 'row' | 'column'
  className?: string
}

/**
 * An agent on offer: icon, name, description and what it does, with an optional button. The
 * popular one is named so for screen readers too ("Inbound Receptionist, most popular").
 */
export function OfferCard({
  name,
  description,
  icon,
  features,
  popular = false,
  popularLabel,
  action,
  header = 'column',
  className,
}: OfferCardProps) {
  return (
    <article
      aria-label={popular ? `${name}, ${popularLabel.toLowerCase()}` : name}
      className={cn(
        'relative flex w-full flex-col gap-5 rounded-card p-6',
        popular
          ? 'border-2 border-primary bg-gradient-to-b from-primary-soft to-surface-raised shadow-raised'
          : 'border border-border bg-surface-raised shadow-card',
        className,
      )}
    >
      {popular ? (
        <p className="absolute -top-3.5 right-6 rounded-full bg-accent px-3 py-0.5 text-sm font-bold text-ink shadow-card">
          {popularLabel}
        </p>
      ) : null}
      <div className={cn('flex gap-4', header === 'row' ? 'items-center' : 'flex-col')}>
        <IconTile tone={popular ? 'solid' : 'soft'}>
          <ContentIcon name={icon} className="size-6" />
        </IconTile>
        <h3 className="text-lg font-bold">{name}</h3>
      </div>
      <p className="-mt-2 text-ink-muted">{description}</p>
      <FeatureList items={features} className="border-t border-border pt-5" />
      {action ? <div className="mt-auto pt-2 [&>*]:w-full">{action}</div> : null}
    </article>
  )
}

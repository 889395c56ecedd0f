import type { CoachingPage } from '@org/content'
import { ContentIcon } from '../../icons/content-icon'

/**
 * The programme's price over the hero picture: $2,497 AUD, the note that it buys the whole
 * 12-week programme (not the membership), and the 30-day guarantee that covers it.
 */
export function PriceCard({
  hero,
  guarantee,
}: {
  hero: CoachingPage['hero']
  guarantee: CoachingPage['guarantee']
}) {
  return (
    <div className="flex flex-col gap-3 rounded-card border border-border bg-surface-raised p-6 shadow-raised">
      <p className="text-sm font-bold tracking-[0.08em] text-primary uppercase">
        {hero.priceLabel}
      </p>
      <p className="text-2xl font-extrabold text-ink">{hero.price}</p>
      <p className="text-sm text-ink-muted">{hero.priceNote}</p>
      <p className="mt-1 flex items-center gap-2 rounded-control bg-accent-soft px-3 py-2 text-sm font-semibold text-accent-ink">
        <ContentIcon name={guarantee.icon} className="size-5 shrink-0" />
        {guarantee.heading}
      </p>
    </div>
  )
}

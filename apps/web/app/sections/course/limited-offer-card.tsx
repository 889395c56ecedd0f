import type { CoursePage } from '@org/content'
import { TimerIcon } from 'lucide-react'

/** The limited-time offer over the hero picture: the badge, the $499 price and its currency. */
export function LimitedOfferCard({ hero }: { hero: CoursePage['hero'] }) {
  return (
    <div className="flex flex-col gap-3 rounded-card border border-border bg-surface-raised p-6 shadow-raised">
      <p className="inline-flex w-fit items-center gap-2 rounded-full bg-accent px-3 py-1 text-sm font-bold text-ink">
        <TimerIcon aria-hidden="true" strokeWidth={2} className="size-4" />
        {hero.badge}
      </p>
      <p className="flex items-baseline gap-2">
        <span className="text-2xl font-extrabold text-ink">{hero.price}</span>
        <span className="text-sm font-semibold text-ink-muted">{hero.priceNote}</span>
      </p>
      <p className="text-sm text-ink-muted">{hero.eyebrow}</p>
    </div>
  )
}

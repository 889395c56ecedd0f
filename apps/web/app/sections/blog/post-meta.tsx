import { CalendarIcon, ClockIcon } from 'lucide-react'
import type { BlogCardView } from './card-view'

/** A post's topic (when it has an article), date and read time, in one quiet line. */
export function PostMeta({ card }: { card: BlogCardView }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-muted">
      {/* The topic on a line of its own, so date and read time never wrap apart under it. */}
      {card.category ? (
        <span className="basis-full">
          <span className="rounded-full bg-primary-soft px-2.5 py-0.5 font-semibold text-primary">
            {card.category}
          </span>
        </span>
      ) : null}
      <span className="inline-flex items-center gap-1.5">
        <CalendarIcon aria-hidden="true" strokeWidth={2} className="size-4" />
        <time dateTime={card.date.iso}>{card.date.display}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <ClockIcon aria-hidden="true" strokeWidth={2} className="size-4" />
        {card.readTime}
      </span>
    </div>
  )
}

/** Where a post leads, in one line: the action's name in bold, then what it gives. */
export function PostCta({ cta }: { cta: BlogCardView['cta'] }) {
  return (
    <p className="text-sm text-ink-muted">
      <span className="font-semibold text-ink">{cta.title}.</span> {cta.description}
    </p>
  )
}

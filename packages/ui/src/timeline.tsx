import type { ReactNode } from 'react'
import { cn } from './cn'

/** One stage of a {@link Timeline}. */
export interface TimelineItem {
  /** When, e.g. "Weeks 1-2". */
  period: string
  /** What happens, e.g. "Find the time-wasters". */
  title: ReactNode
  /** A sentence or two of detail. */
  description?: ReactNode
}

/** Props of {@link Timeline}. */
export interface TimelineProps {
  /** The stages, in order. */
  items: readonly TimelineItem[]
  /** Heading level of each stage's title. */
  headingLevel?: 3 | 4
  /** Extra classes for the list. */
  className?: string
}

/**
 * Stages along a vertical line, e.g. the 12-week coaching programme. An ordered list, so screen
 * readers say how many stages there are and where the user is.
 *
 * @example <Timeline items={[{ period: 'Weeks 1-2', title: 'Find the time-wasters' }]} />
 */
export function Timeline({ items, headingLevel = 3, className }: TimelineProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <ol className={cn('relative ml-2 border-l-2 border-primary-soft', className)}>
      {items.map((item) => (
        <li key={item.period} className="relative pb-8 pl-8 last:pb-0">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[0.5625rem] size-4 rounded-full border-4 border-surface bg-primary"
          />
          <p className="text-sm font-semibold text-primary">{item.period}</p>
          <Heading className="text-lg font-bold">{item.title}</Heading>
          {item.description ? <p className="mt-1 text-ink-muted">{item.description}</p> : null}
        </li>
      ))}
    </ol>
  )
}

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
 * readers say how many stages there are and where the user is. The line and the stage markers
 * carry the order, so both stand at 3:1 or more against the page.
 *
 * @example <Timeline items={[{ period: 'Weeks 1-2', title: 'Find the time-wasters' }]} />
 */
export function Timeline({ items, headingLevel = 3, className }: TimelineProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <ol className={cn('flex flex-col', className)}>
      {items.map((item) => (
        <li key={item.period} className="group relative pb-10 pl-11 last:pb-0">
          {/* The line runs from this stage's marker down to the next one. */}
          <span
            aria-hidden="true"
            data-part="line"
            className="absolute top-8 bottom-1 left-[0.6875rem] w-0.5 rounded-full bg-primary-line group-last:hidden"
          />
          <span
            aria-hidden="true"
            data-part="marker"
            className="absolute top-0.5 left-0 flex size-6 items-center justify-center rounded-full bg-surface-raised shadow-card ring-2 ring-primary"
          >
            <span className="size-2 rounded-full bg-primary" />
          </span>
          <p className="text-sm font-bold tracking-wide text-primary uppercase">{item.period}</p>
          <Heading className="mt-1 text-lg font-bold">{item.title}</Heading>
          {item.description ? <p className="mt-1 text-ink-muted">{item.description}</p> : null}
        </li>
      ))}
    </ol>
  )
}

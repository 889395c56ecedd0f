import type { ReactNode } from 'react'
import { cn } from './cn'

/** One step of a {@link Steps} list. */
export interface StepsItem {
  /** The step, e.g. "Book a strategy call". */
  title: string
  /** A sentence of detail. */
  description?: ReactNode
}

/** Props of {@link Steps}. */
export interface StepsProps {
  /** The steps, in order. */
  items: readonly StepsItem[]
  /** Heading level of each step's title. */
  headingLevel?: 3 | 4
  /** Extra classes for the list. */
  className?: string
}

/**
 * Numbered steps, stacked on phones and side by side from 768 px. The numbers are drawn, and the
 * ordered list gives screen readers the same count.
 *
 * @example <Steps items={[{ title: 'Book a call' }, { title: 'We build it' }, { title: 'Go live' }]} />
 */
export function Steps({ items, headingLevel = 3, className }: StepsProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <ol className={cn('grid gap-6 md:auto-cols-fr md:grid-flow-col', className)}>
      {items.map((item, index) => (
        <li key={item.title} className="flex gap-4 md:flex-col">
          <span
            aria-hidden="true"
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-on-primary"
          >
            {index + 1}
          </span>
          <div>
            <Heading className="text-lg font-bold">{item.title}</Heading>
            {item.description ? <p className="mt-1 text-ink-muted">{item.description}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  )
}

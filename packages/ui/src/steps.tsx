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
 * Numbered steps, stacked on phones and side by side from 768 px, joined by a line from each
 * number to the next so the path reads at a glance. The numbers and the line are drawn; the
 * ordered list gives screen readers the same count.
 *
 * @example <Steps items={[{ title: 'Book a call' }, { title: 'We build it' }, { title: 'Go live' }]} />
 */
export function Steps({ items, headingLevel = 3, className }: StepsProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <ol className={cn('grid gap-8 md:auto-cols-fr md:grid-flow-col md:gap-6', className)}>
      {items.map((item, index) => (
        <li key={item.title} className="group relative flex gap-4 md:flex-col">
          {/* To the next number: down the side on phones, across the top from 768 px. */}
          <span
            aria-hidden="true"
            data-part="connector"
            className={cn(
              'absolute top-13 -bottom-5 left-[1.1875rem] w-0.5 rounded-full bg-primary-line group-last:hidden',
              'md:top-[1.1875rem] md:-right-2 md:bottom-auto md:left-14 md:h-0.5 md:w-auto',
            )}
          />
          <span
            aria-hidden="true"
            className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-on-primary shadow-card ring-4 ring-primary-soft"
          >
            {index + 1}
          </span>
          <div className="min-w-0">
            <Heading className="text-lg font-bold">{item.title}</Heading>
            {item.description ? <p className="mt-1 text-ink-muted">{item.description}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  )
}

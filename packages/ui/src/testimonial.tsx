import type { ReactNode } from 'react'
import { cn } from './cn'

/** Props of {@link Testimonial}. */
export interface TestimonialProps {
  /** The customer's words, without quotation marks. */
  quote: ReactNode
  /** Who said it. */
  name: string
  /** Their role and business, e.g. "Owner, Blake Plumbing". */
  role?: string
  /** Extra classes. */
  className?: string
}

/**
 * A customer's words with their name: a `figure` holding a `blockquote` and its `figcaption`, so
 * the quote and its source stay together for screen readers.
 *
 * @example <Testimonial quote="We stopped missing calls." name="Sam Nguyen" role="Owner, Nguyen Electrical" />
 */
export function Testimonial({ quote, name, role, className }: TestimonialProps) {
  return (
    <figure
      className={cn(
        'flex flex-col gap-4 rounded-card bg-surface-raised p-6 shadow-card',
        className,
      )}
    >
      <blockquote className="text-lg text-ink before:text-accent-ink before:content-['“'] after:text-accent-ink after:content-['”']">
        {quote}
      </blockquote>
      <figcaption className="flex flex-col">
        <span className="font-semibold">{name}</span>
        {role ? <span className="text-sm text-ink-muted">{role}</span> : null}
      </figcaption>
    </figure>
  )
}

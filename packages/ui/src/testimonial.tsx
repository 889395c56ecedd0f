import { QuoteIcon } from 'lucide-react'
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

/** Up to two initials of a name, for the decorative badge beside it: "Sam Nguyen" gives "SN". */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
}

/**
 * A customer's words with their name: a `figure` holding a `blockquote` and its `figcaption`, so
 * the quote and its source stay together for screen readers. A gold quotation mark and an
 * initials badge dress it; both are decoration, hidden from assistive technology.
 *
 * @example <Testimonial quote="We stopped missing calls." name="Sam Nguyen" role="Owner, Nguyen Electrical" />
 */
export function Testimonial({ quote, name, role, className }: TestimonialProps) {
  return (
    <figure
      className={cn(
        'flex flex-col gap-5 rounded-card bg-surface-raised p-6 shadow-card md:p-8',
        className,
      )}
    >
      <QuoteIcon aria-hidden="true" className="size-8 fill-accent text-accent" strokeWidth={0} />
      <blockquote className="text-lg font-medium text-ink">{quote}</blockquote>
      <figcaption className="mt-auto flex items-center gap-3 border-t border-border pt-5">
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-bold text-primary"
        >
          {initialsOf(name)}
        </span>
        <span className="flex flex-col">
          <span className="font-semibold">{name}</span>
          {role ? <span className="text-sm text-ink-muted">{role}</span> : null}
        </span>
      </figcaption>
    </figure>
  )
}

import type { TrainingPage } from '@org/content'
import { QuoteIcon } from 'lucide-react'
import { TitledSection } from '../offers/titled-section'
import { RatingStars } from '../rating-stars'

/** A member's words with their star rating, name, role and business. */
export function TestimonialSection({
  section,
  testimonial,
}: {
  section: TrainingPage['testimonialSection']
  testimonial: TrainingPage['testimonial']
}) {
  const initials = testimonial.name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
  return (
    <TitledSection id="training-testimonial-title" heading={section}>
      <figure className="relative mx-auto flex w-full max-w-3xl flex-col gap-6 rounded-[1.5rem] border border-border bg-surface-raised p-6 shadow-raised md:p-12">
        <QuoteIcon
          aria-hidden="true"
          strokeWidth={2}
          className="absolute -top-5 left-6 size-10 rounded-full bg-accent p-2 text-ink shadow-card md:left-12"
        />
        <RatingStars rating={testimonial.rating} label={section.ratingLabel} />
        <blockquote className="text-lg font-medium text-ink md:text-2xl md:leading-snug">
          {testimonial.quote}
        </blockquote>
        <figcaption className="flex items-center gap-4 border-t border-border pt-6">
          <span
            aria-hidden="true"
            className="inline-flex size-12 items-center justify-center rounded-full bg-primary font-bold text-on-primary"
          >
            {initials}
          </span>
          <span className="flex flex-col">
            <span className="font-semibold">{testimonial.name}</span>
            <span className="text-sm text-ink-muted">
              {testimonial.role}, {testimonial.business}
            </span>
          </span>
        </figcaption>
      </figure>
    </TitledSection>
  )
}

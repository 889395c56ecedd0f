import type { HomeLazy } from '@org/content'
import { Container } from '@org/ui'
import { QuoteIcon } from 'lucide-react'
import { RatingStars } from '../rating-stars'
import { SectionHeading } from '../section-heading'

const titleId = 'home-testimonials-title'

type Testimonials = HomeLazy['testimonials']

/** Props of {@link TestimonialsSection}. */
export interface TestimonialsSectionProps {
  testimonials: Testimonials
}

/** A name's initials for the avatar: "Sarah M." gives "SM". */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase()
}

/**
 * Testimonials (anchor `#testimonials`): three clients in their own words, each with their
 * rating, name, role and business.
 */
export function TestimonialsSection({ testimonials }: TestimonialsSectionProps) {
  return (
    <section
      id={testimonials.anchor}
      aria-labelledby={titleId}
      className="scroll-mt-16 bg-muted py-section md:scroll-mt-18 md:py-section-lg"
    >
      <Container>
        <SectionHeading
          id={titleId}
          eyebrow={testimonials.eyebrow}
          heading={testimonials.heading}
          intro={testimonials.intro}
          align="center"
        />
        <ul className="mt-12 grid gap-5 md:mt-14 md:grid-cols-3 md:gap-6">
          {testimonials.items.map((item) => (
            <li key={item.name}>
              <figure className="relative flex h-full flex-col gap-5 rounded-card bg-surface-raised p-6 shadow-card md:p-7">
                <QuoteIcon
                  aria-hidden="true"
                  strokeWidth={1.5}
                  className="absolute top-6 right-6 size-10 fill-primary-soft text-primary-soft"
                />
                <RatingStars
                  rating={item.rating}
                  label={`${item.rating} ${testimonials.ratingScale}`}
                />
                <blockquote className="text-lg leading-relaxed text-ink">
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="mt-auto flex items-center gap-3 border-t border-border pt-5">
                  <span
                    aria-hidden="true"
                    className="grid size-11 shrink-0 place-items-center rounded-full bg-primary text-sm font-bold text-on-primary"
                  >
                    {initials(item.name)}
                  </span>
                  <span className="flex flex-col">
                    <span className="font-semibold text-ink">{item.name}</span>
                    <span className="text-sm text-ink-muted">
                      {item.role}, {item.business}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}

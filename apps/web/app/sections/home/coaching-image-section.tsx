import type { HomeLazy } from '@org/content'
import { Container } from '@org/ui'
import { ArrowRightIcon } from 'lucide-react'
import { ActionButton } from '../../actions/action-link'
import { SectionHeading } from '../section-heading'

const titleId = 'home-coaching-image-title'

/** Props of {@link CoachingImageSection}. */
export interface CoachingImageSectionProps {
  coaching: HomeLazy['coachingImage']
}

/**
 * The coaching programme's picture, a workshop planning its first automations, large and framed,
 * with the programme's name, promise and the way to its page.
 */
export function CoachingImageSection({ coaching }: CoachingImageSectionProps) {
  const { image } = coaching
  return (
    <section
      aria-labelledby={titleId}
      className="overflow-x-clip bg-surface py-section md:py-section-lg"
    >
      <Container className="grid grid-cols-[minmax(0,1fr)] items-center gap-10 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:gap-14">
        <SectionHeading
          id={titleId}
          eyebrow={coaching.eyebrow}
          heading={coaching.heading}
          intro={coaching.intro}
        >
          <div className="mt-3">
            <ActionButton
              action={coaching.cta.action}
              size="lg"
              className="py-3 text-center whitespace-normal"
            >
              {coaching.cta.label}
              <ArrowRightIcon aria-hidden="true" strokeWidth={2} className="size-5" />
            </ActionButton>
          </div>
        </SectionHeading>
        <div className="relative md:order-first">
          <div
            aria-hidden="true"
            className="absolute -inset-3 rotate-[-2deg] rounded-[1.5rem] bg-accent-soft md:-inset-4"
          />
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
            onError={() => console.error(`The image ${image.src} could not load.`)}
            className="relative h-auto w-full rounded-card bg-muted shadow-raised ring-1 ring-ink/5"
          />
        </div>
      </Container>
    </section>
  )
}

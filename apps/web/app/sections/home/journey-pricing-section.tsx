import type { HomeLazy } from '@org/content'
import { Container, cn } from '@org/ui'
import { ActionButton } from '../../actions/action-link'
import { SectionHeading } from '../section-heading'
import { TickList } from './tick-list'

const titleId = 'home-journey-title'

/** Props of {@link JourneyPricingSection}. */
export interface JourneyPricingSectionProps {
  journey: HomeLazy['journeyPricing']
}

/**
 * The AI journey's three prices as three steps of one path, left to right (top to bottom on
 * phones), each numbered and joined to the next. The free strategy call, the first step, carries
 * the section's one primary button; the later steps' buttons are secondary.
 */
export function JourneyPricingSection({ journey }: JourneyPricingSectionProps) {
  return (
    <section aria-labelledby={titleId} className="bg-surface py-section md:py-section-lg">
      <Container>
        <SectionHeading
          id={titleId}
          eyebrow={journey.eyebrow}
          heading={journey.heading}
          intro={journey.intro}
          align="center"
        />
        <div className="relative mt-12 md:mt-16">
          <span
            aria-hidden="true"
            className="absolute top-6 right-[16%] left-[16%] hidden h-0.5 bg-[repeating-linear-gradient(90deg,var(--color-primary-line)_0_8px,transparent_8px_14px)] md:block"
          />
          <ol className="grid gap-6 md:grid-cols-3">
            {journey.tiers.map((tier, index) => {
              const first = index === 0
              return (
                <li key={tier.name} className="relative flex flex-col items-center">
                  <span
                    aria-hidden="true"
                    className={cn(
                      'relative z-10 grid size-12 place-items-center rounded-full text-lg font-extrabold ring-8 ring-surface',
                      first ? 'bg-accent text-ink' : 'bg-primary text-on-primary',
                    )}
                  >
                    {index + 1}
                  </span>
                  <article
                    aria-labelledby={`home-journey-tier-${index}`}
                    className={cn(
                      'mt-5 flex w-full flex-1 flex-col rounded-card bg-surface-raised p-6 shadow-card md:p-7',
                      first && 'ring-2 ring-accent',
                    )}
                  >
                    <h3 id={`home-journey-tier-${index}`} className="text-lg font-bold text-ink">
                      {tier.name}
                    </h3>
                    <p className="mt-2 text-xl font-extrabold text-primary lg:text-2xl">
                      {tier.price}
                    </p>
                    <p className="mt-3 text-ink-muted">{tier.description}</p>
                    <TickList items={tier.features} />
                    <div className="mt-auto pt-7 [&>*]:w-full">
                      <ActionButton
                        action={tier.cta.action}
                        variant={first ? 'primary' : 'secondary'}
                        className="py-2.5 text-center whitespace-normal"
                      >
                        {tier.cta.label}
                      </ActionButton>
                    </div>
                  </article>
                </li>
              )
            })}
          </ol>
        </div>
      </Container>
    </section>
  )
}

import type { HomeAboveFold } from '@org/content'
import { Container } from '@org/ui'
import { MicIcon } from 'lucide-react'
import { ActionLink } from '../../actions/action-link'
import { ContentIcon } from '../../icons/content-icon'
import { SectionHeading } from '../section-heading'
import { TickList } from './tick-list'
import { VoicePromo } from './voice-promo'

const titleId = 'home-services-title'

type Services = HomeAboveFold['services']

function ServiceCard({
  card,
  cta,
  index,
}: {
  card: Services['cards'][number]
  cta: Services['cardCta']
  index: number
}) {
  const cardTitleId = `home-service-${index}`
  return (
    <li>
      <article
        aria-labelledby={cardTitleId}
        className="group relative flex h-full flex-col rounded-card bg-surface-raised p-6 shadow-card transition-[translate,box-shadow] duration-(--duration-base) hover:-translate-y-1 hover:shadow-raised motion-reduce:transition-none md:p-7"
      >
        <div className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="grid size-12 shrink-0 place-items-center rounded-control bg-gradient-to-br from-primary-soft to-primary-tint/60 text-primary ring-1 ring-primary-tint/70"
          >
            <ContentIcon name={card.icon} className="size-6" />
          </span>
          <h3 id={cardTitleId} className="text-lg font-bold text-ink">
            {card.title}
          </h3>
        </div>
        <p className="mt-4 text-ink-muted">{card.description}</p>
        <TickList items={card.features} className="text-ink" />
        <div className="mt-auto pt-6">
          <ActionLink
            action={cta.action}
            className="inline-flex min-h-11 items-center gap-2 text-sm no-underline hover:underline"
          >
            <MicIcon aria-hidden="true" strokeWidth={2} className="size-4" />
            {cta.label}
            <span className="sr-only">: {card.title}</span>
          </ActionLink>
        </div>
      </article>
    </li>
  )
}

/**
 * The services (anchor `#services`, where the header's Custom AI Solutions leads): six service
 * cards, each with a Talk To Agent button for the voice chat, then the voice-agent promo.
 */
export function ServicesSection({ services }: { services: Services }) {
  return (
    <section
      id={services.anchor}
      aria-labelledby={titleId}
      className="scroll-mt-16 bg-surface py-section md:scroll-mt-18 md:py-section-lg"
    >
      <Container>
        <SectionHeading
          id={titleId}
          eyebrow={services.eyebrow}
          heading={services.heading}
          intro={services.intro}
          align="center"
        />
        <ul className="mt-12 grid gap-5 md:mt-14 md:grid-cols-2 md:gap-6 lg:grid-cols-3">
          {services.cards.map((card, index) => (
            <ServiceCard key={card.title} card={card} cta={services.cardCta} index={index} />
          ))}
        </ul>
        <VoicePromo promo={services.voicePromo} />
      </Container>
    </section>
  )
}

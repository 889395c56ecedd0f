import type { HomeAboveFold } from '@org/content'
import { Container, cn, IconTile } from '@org/ui'
import { MicIcon } from 'lucide-react'
import { ActionButton } from '../../actions/action-link'
import { ContentIcon } from '../../icons/content-icon'
import { SectionHeading } from '../section-heading'
import { TickList } from './tick-list'
import { VoicePromo } from './voice-promo'

const titleId = 'home-services-title'

type Services = HomeAboveFold['services']

/**
 * Where a service sits in the bento: the first (voice agents, what most clients start with) and
 * the last (strategy, for those not sure where to start) are wide tiles; the four between are
 * square ones.
 */
type Tile = 'lead' | 'square' | 'closing'

function ServiceTile({
  card,
  tile,
  index,
  cta,
}: {
  card: Services['cards'][number]
  tile: Tile
  index: number
  /** The section's one call to action, on the closing tile. */
  cta?: Services['cardCta']
}) {
  const cardTitleId = `home-service-${index}`
  const wide = tile !== 'square'
  return (
    <li className={cn(wide && 'md:col-span-2', tile === 'closing' && 'lg:col-span-3')}>
      <article
        aria-labelledby={cardTitleId}
        className={cn(
          'flex h-full flex-col gap-x-10 gap-y-4 rounded-card p-6 shadow-card md:p-7',
          tile === 'lead'
            ? 'bg-gradient-to-br from-primary-soft to-surface-raised ring-1 ring-primary-tint/60'
            : 'bg-surface-raised',
          tile === 'closing' &&
            'md:grid md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:items-start lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_auto] lg:items-center',
        )}
      >
        <div className="flex flex-col gap-4">
          <div className="flex items-center gap-4">
            <IconTile tone={tile === 'lead' ? 'solid' : 'soft'}>
              <ContentIcon name={card.icon} className="size-6" />
            </IconTile>
            <h3 id={cardTitleId} className={cn('font-bold text-ink', wide ? 'text-xl' : 'text-lg')}>
              {card.title}
            </h3>
          </div>
          <p className={cn('text-ink-muted', tile === 'lead' && 'max-w-xl text-lg')}>
            {card.description}
          </p>
        </div>
        <TickList
          items={card.features}
          className={cn('text-ink', tile === 'lead' && 'mt-auto', tile === 'closing' && 'md:mt-0')}
        />
        {cta ? (
          <div className="md:col-span-2 lg:col-span-1">
            <ActionButton action={cta.action} size="lg">
              <MicIcon aria-hidden="true" strokeWidth={2} className="size-5" />
              {cta.label}
            </ActionButton>
          </div>
        ) : null}
      </article>
    </li>
  )
}

/**
 * The services (anchor `#services`, where the header's Custom AI Solutions leads): the six
 * services as a bento, voice agents leading and strategy closing with the section's one Talk To
 * Agent (the voice chat), then the voice-agent promo.
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
          {services.cards.map((card, index) => {
            const tile: Tile =
              index === 0 ? 'lead' : index === services.cards.length - 1 ? 'closing' : 'square'
            return (
              <ServiceTile
                key={card.title}
                card={card}
                tile={tile}
                index={index}
                cta={tile === 'closing' ? services.cardCta : undefined}
              />
            )
          })}
        </ul>
        <VoicePromo promo={services.voicePromo} />
      </Container>
    </section>
  )
}

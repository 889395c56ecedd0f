import type { HomeAboveFold } from '@org/content'
import { ActionButton, ActionLink } from '../../actions/action-link'
import { TickList } from './tick-list'
import { VoiceOrb } from './voice-orb'

const titleId = 'home-voice-promo-title'

/**
 * The voice-agent promo that closes the services section: a deep green panel with the live-call
 * picture, three reasons, Talk To Agent (the voice chat) and a quieter link to the pricing.
 */
export function VoicePromo({ promo }: { promo: HomeAboveFold['services']['voicePromo'] }) {
  return (
    <article
      aria-labelledby={titleId}
      className="relative isolate mt-10 overflow-hidden rounded-[1.5rem] bg-primary text-white shadow-raised md:mt-14"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_85%_30%,rgb(233_178_60/0.28),transparent_55%),radial-gradient(ellipse_at_0%_100%,rgb(0_0_0/0.35),transparent_60%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 [background-image:radial-gradient(rgb(255_255_255/0.09)_1px,transparent_1px)] [background-size:22px_22px] [mask-image:linear-gradient(to_left,black,transparent_70%)]"
      />
      <div className="grid grid-cols-[minmax(0,1fr)] items-center gap-10 p-6 sm:p-8 md:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] md:p-12 lg:p-14">
        <div className="flex min-w-0 flex-col gap-5">
          <h3 id={titleId} className="text-2xl font-extrabold text-white">
            {promo.heading}
          </h3>
          <p className="text-lg text-white/85">{promo.text}</p>
          <TickList items={promo.points} look="points" badge="accent" className="font-medium" />
          <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
            <ActionButton
              action={promo.cta.action}
              size="lg"
              className="bg-accent text-ink shadow-card hover:bg-accent-soft focus-visible:outline-white"
            >
              {promo.cta.label}
            </ActionButton>
            <ActionLink
              action={promo.secondaryCta.action}
              className="self-start text-white decoration-white/40 hover:text-white hover:decoration-white focus-visible:outline-white sm:self-auto"
            >
              {promo.secondaryCta.label}
            </ActionLink>
          </div>
        </div>
        <div className="relative min-w-0 py-4 md:py-10">
          <VoiceOrb />
        </div>
      </div>
    </article>
  )
}

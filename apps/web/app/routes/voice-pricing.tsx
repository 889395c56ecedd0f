import { MicIcon } from 'lucide-react'
import { pageLoader } from '../meta/page-loader.server'
import { ClosingBand } from '../sections/offers/closing-band'
import { OfferHero } from '../sections/offers/offer-hero'
import { StepsSection } from '../sections/offers/steps-section'
import { AgentTypesSection } from '../sections/voice-pricing/agent-types-section'
import { ComparisonSection } from '../sections/voice-pricing/comparison-section'
import { PlansSection } from '../sections/voice-pricing/plans-section'
import type { Route } from './+types/voice-pricing'

export const loader = pageLoader('voice-pricing')

/** Voice agent plans and prices: steps, agent types, plans, the comparison and the GST note. */
export default function VoicePricingPage({ loaderData }: Route.ComponentProps) {
  const { hero, steps, agentTypes, plans, comparison, gstNote, closing } = loaderData.page
  return (
    <>
      <OfferHero
        headingId="voice-pricing-title"
        eyebrow={hero.eyebrow}
        heading={hero.heading}
        intro={hero.intro}
        picture={hero.picture}
        primary={{ ...hero.cta, icon: MicIcon }}
        secondary={hero.secondaryCta}
        highlights={hero.highlights}
      />
      <StepsSection id="voice-steps-title" heading={steps} steps={steps.items} />
      <AgentTypesSection agentTypes={agentTypes} />
      <PlansSection plans={plans} gstNote={gstNote} />
      <ComparisonSection comparison={comparison} plans={plans.items} gstNote={gstNote} />
      <ClosingBand
        id="voice-closing-title"
        tone="muted"
        heading={closing.heading}
        intro={closing.intro}
        ctas={closing.ctas}
      />
    </>
  )
}

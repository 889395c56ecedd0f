import { Deferred } from '@org/ui'
import { MicIcon } from 'lucide-react'
import { useLoaderData } from 'react-router-dom'
import type { loader } from '../routes/voice-pricing'
import { ClosingBand } from '../sections/offers/closing-band'
import { OfferHero } from '../sections/offers/offer-hero'
import { StepsSection } from '../sections/offers/steps-section'
import { AgentTypesPart, ComparisonPart, PlansPart } from '../sections/voice-pricing/parts'

/** Voice agent plans and prices: steps, agent types, plans, the comparison and the GST note. */
export default function VoicePricingPage() {
  const loaderData = useLoaderData<typeof loader>()
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
      <Deferred part={AgentTypesPart} agentTypes={agentTypes} />
      <Deferred part={PlansPart} plans={plans} gstNote={gstNote} />
      <Deferred
        part={ComparisonPart}
        comparison={comparison}
        plans={plans.items}
        gstNote={gstNote}
      />
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

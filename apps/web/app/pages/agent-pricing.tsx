import { CalendarCheckIcon } from 'lucide-react'
import { useLoaderData } from 'react-router-dom'
import type { loader } from '../routes/agent-pricing'
import { AgentsSection } from '../sections/agent-pricing/agents-section'
import { BenefitsSection } from '../sections/agent-pricing/benefits-section'
import { PackagesSection } from '../sections/agent-pricing/packages-section'
import { StatStrip } from '../sections/agent-pricing/stat-strip'
import { ClosingBand } from '../sections/offers/closing-band'
import { OfferHero } from '../sections/offers/offer-hero'
import { StepsSection } from '../sections/offers/steps-section'

/**
 * The AI agent catalogue and its packages. Every button on the page runs the page's one action
 * (booking a strategy call), as the content record says.
 */
export default function AgentPricingPage() {
  const loaderData = useLoaderData<typeof loader>()
  const { action, hero, stats, statStrip, howTo, agents, packages, benefits, closing } =
    loaderData.page
  return (
    <>
      <OfferHero
        headingId="agent-pricing-title"
        eyebrow={hero.eyebrow}
        heading={hero.heading}
        intro={hero.intro}
        picture={hero.picture}
        primary={{ label: hero.buttonLabel, action, icon: CalendarCheckIcon }}
      />
      <StatStrip stats={stats} strip={statStrip} />
      <StepsSection id="agent-how-to-title" heading={howTo} steps={howTo.items} layout="split" />
      <AgentsSection agents={agents} action={action} />
      <PackagesSection packages={packages} action={action} />
      <BenefitsSection benefits={benefits} />
      <ClosingBand
        id="agent-closing-title"
        tone="muted"
        heading={closing.heading}
        intro={closing.intro}
        ctas={closing.buttonLabels.map((label) => ({ label, action }))}
      />
    </>
  )
}

import { Deferred } from '@org/ui'
import { useLoaderData } from 'react-router-dom'
import type { loader } from '../routes/coaching'
import { CurriculumSection } from '../sections/coaching/curriculum-section'
import { IncludedSection } from '../sections/coaching/included-section'
import { PriceCard } from '../sections/coaching/price-card'
import { StatsSection } from '../sections/coaching/stats-section'
import { TimelineSection } from '../sections/coaching/timeline-section'
import { Faq } from '../sections/faq'
import { ClosingBand } from '../sections/offers/closing-band'
import { OfferHero } from '../sections/offers/offer-hero'

/** Automate to Dominate: the 12-week coaching programme, its price, guarantee and timeline. */
export default function CoachingPage() {
  const loaderData = useLoaderData<typeof loader>()
  const { hero, statsSection, stats, mastery, included, timeline, faq, guarantee, closing } =
    loaderData.page
  return (
    <>
      <OfferHero
        headingId="coaching-title"
        eyebrow={hero.eyebrow}
        heading={hero.heading}
        intro={hero.intro}
        picture={hero.picture}
        primary={hero.join}
        secondary={hero.strategy}
        aside={<PriceCard hero={hero} guarantee={guarantee} />}
      />
      <StatsSection section={statsSection} stats={stats} />
      <CurriculumSection mastery={mastery} />
      <IncludedSection included={included} guarantee={guarantee} />
      <TimelineSection timeline={timeline} />
      <Deferred part={Faq} id="coaching-faq-title" faq={faq} firstOpen />
      <ClosingBand
        id="coaching-closing-title"
        tone="muted"
        heading={closing.heading}
        intro={closing.intro}
        ctas={[closing.join, closing.strategy]}
      />
    </>
  )
}

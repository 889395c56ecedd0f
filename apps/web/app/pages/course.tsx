import { useLoaderData } from 'react-router-dom'
import type { loader } from '../routes/course'
import { BeforeAfterSection } from '../sections/course/before-after-section'
import { LearnSection } from '../sections/course/learn-section'
import { LimitedOfferCard } from '../sections/course/limited-offer-card'
import { ClosingBand } from '../sections/offers/closing-band'
import { OfferHero } from '../sections/offers/offer-hero'

/** The AI content-creation course: the $499 limited-time offer, who it is for, what it teaches. */
export default function CoursePage() {
  const loaderData = useLoaderData<typeof loader>()
  const { hero, benefitsSection, benefitLists, learn, closing } = loaderData.page
  return (
    <>
      <OfferHero
        headingId="course-title"
        eyebrow={hero.eyebrow}
        heading={hero.heading}
        intro={hero.intro}
        picture={hero.picture}
        primary={hero.cta}
        aside={<LimitedOfferCard hero={hero} />}
      />
      <BeforeAfterSection section={benefitsSection} lists={benefitLists} />
      <LearnSection learn={learn} />
      <ClosingBand
        id="course-closing-title"
        tone="muted"
        heading={closing.heading}
        intro={closing.intro}
        ctas={[closing.offer, closing.community]}
      />
    </>
  )
}

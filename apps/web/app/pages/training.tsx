import { useLoaderData } from 'react-router-dom'
import type { loader } from '../routes/training'
import { ChecklistSection } from '../sections/offers/checklist-section'
import { ClosingBand } from '../sections/offers/closing-band'
import { OfferHero } from '../sections/offers/offer-hero'
import { TitledSection } from '../sections/offers/titled-section'
import { BenefitCard } from '../sections/training/benefit-card'
import { PremiumSection } from '../sections/training/premium-section'
import { TestimonialSection } from '../sections/training/testimonial-section'

/**
 * The AI training page: benefits, the group coaching membership, what is included, a member's
 * words and the link to join the community.
 */
export default function TrainingPage() {
  const loaderData = useLoaderData<typeof loader>()
  const { hero, benefitsSection, benefits, premium, included, testimonial, testimonialSection } =
    loaderData.page
  const { join, closing } = loaderData.page
  return (
    <>
      <OfferHero
        headingId="training-title"
        eyebrow={hero.eyebrow}
        heading={hero.heading}
        intro={hero.intro}
        picture={hero.picture}
        primary={join}
      />
      {/* The three benefits, each card lit in its own gradient on hover. */}
      <TitledSection id="training-benefits-title" heading={benefitsSection} tone="muted">
        <ul className="grid gap-6 md:grid-cols-3">
          {benefits.map((benefit) => (
            <BenefitCard key={benefit.title} benefit={benefit} />
          ))}
        </ul>
      </TitledSection>
      <PremiumSection premium={premium} />
      <ChecklistSection id="training-included-title" section={included} tone="muted" />
      <TestimonialSection section={testimonialSection} testimonial={testimonial} />
      <ClosingBand
        id="training-closing-title"
        tone="muted"
        heading={closing.heading}
        intro={closing.intro}
        ctas={[join]}
      />
    </>
  )
}

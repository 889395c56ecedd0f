import type { TrainingPage } from '@org/content'
import { TitledSection } from '../offers/titled-section'
import { BenefitCard } from './benefit-card'

/** The three benefits of the training, each card lit in its own gradient on hover. */
export function BenefitsSection({
  section,
  benefits,
}: {
  section: TrainingPage['benefitsSection']
  benefits: TrainingPage['benefits']
}) {
  return (
    <TitledSection id="training-benefits-title" heading={section} tone="muted">
      <ul className="grid gap-6 md:grid-cols-3">
        {benefits.map((benefit) => (
          <BenefitCard key={benefit.title} benefit={benefit} />
        ))}
      </ul>
    </TitledSection>
  )
}

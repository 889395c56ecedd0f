import type { VoicePricingPage } from '@org/content'
import { PricingRow } from '@org/ui'
import { ActionButton } from '../../actions/action-link'
import { TitledSection } from '../offers/titled-section'

/**
 * The four plans side by side (two by two on tablets, stacked on phones), Growth raised as the
 * most popular, each stating its one-off set-up, with the GST and set-up note under them. Each
 * card reads its price and allowances from the one plan record that also fills the comparison
 * table.
 */
export function PlansSection({
  plans,
  gstNote,
}: {
  plans: VoicePricingPage['plans']
  gstNote: string
}) {
  return (
    <TitledSection id="voice-plans-title" anchor="plans" heading={plans} tone="muted">
      <PricingRow
        label={plans.heading}
        note={gstNote}
        plans={plans.items.map((plan) => {
          const card = plans.cards.find((entry) => entry.id === plan.id)
          if (!card) throw new Error(`The ${plan.name} plan has no card in the page's content.`)
          return {
            name: plan.name,
            price: card.price,
            // The set-up under the period, so the price keeps its baseline across the row.
            period: (
              <>
                {card.period}
                <span className="block text-sm">{card.setUp}</span>
              </>
            ),
            description: plan.summary,
            features: card.inclusions,
            popular: plan.popular,
            popularLabel: plans.popularBadge,
            action: (
              <ActionButton
                action={plan.cta.action}
                variant={plan.popular ? 'primary' : 'secondary'}
              >
                {plan.cta.label}
              </ActionButton>
            ),
          }
        })}
      />
    </TitledSection>
  )
}

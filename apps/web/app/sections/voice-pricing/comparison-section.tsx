import type { VoicePricingPage } from '@org/content'
import { ComparisonTable } from '@org/ui'
import { InfoIcon } from 'lucide-react'
import { TitledSection } from '../offers/titled-section'

/**
 * Every feature by plan in one table, the most popular plan's column tinted, and the GST and
 * set-up note repeated under it for visitors who jump straight to the table.
 */
export function ComparisonSection({
  comparison,
  plans,
  gstNote,
}: {
  comparison: VoicePricingPage['comparison']
  plans: VoicePricingPage['plans']['items']
  gstNote: string
}) {
  const popular = plans.findIndex((plan) => plan.popular)
  return (
    <TitledSection id="voice-comparison-title" heading={comparison}>
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
        <ComparisonTable
          caption={comparison.heading}
          captionHidden
          columns={plans.map((plan) => plan.name)}
          rows={comparison.rows.map((row) => ({
            label: row.feature,
            cells: plans.map((plan) => row.values[plan.id] ?? false),
          }))}
          featureHeading={comparison.featureHeading}
          yesLabel={comparison.yesLabel}
          noLabel={comparison.noLabel}
          highlightColumn={popular === -1 ? undefined : popular}
        />
        <p className="flex items-start justify-center gap-2 text-center text-sm text-ink-muted">
          <InfoIcon aria-hidden="true" strokeWidth={2} className="mt-0.5 size-4 shrink-0" />
          {gstNote}
        </p>
      </div>
    </TitledSection>
  )
}

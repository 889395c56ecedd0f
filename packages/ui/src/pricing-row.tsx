import { InfoIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from './cn'
import { PricingCard, type PricingCardProps } from './pricing-card'

/** One plan of a {@link PricingRow}: a {@link PricingCard}'s props; the row sets the rest. */
export type PricingRowPlan = Omit<PricingCardProps, 'headingLevel' | 'className'>

/** Props of {@link PricingRow}. */
export interface PricingRowProps {
  /** Three or four plans, cheapest first; at most one `popular`. */
  plans: readonly PricingRowPlan[]
  /** Heading level of each plan's name, so the page outline stays in order. */
  headingLevel?: 2 | 3
  /** A note under the row, e.g. what the prices exclude. */
  note?: ReactNode
  /** Accessible name of the list of plans, e.g. "Voice agent plans". */
  label?: string
  className?: string
}

/** How a row of plans lays out: the grid's columns, and the classes that raise the popular card. */
export interface PricingRowLayout {
  /** The list's grid columns and, where the cards stand in one row, its four shared row tracks. */
  columns: string
  /** Makes each item and card a subgrid over those tracks, so names, prices and actions align. */
  aligned: string
  /** Raises the popular card. */
  raised: string
}

/**
 * Checks a row's plans and picks its layout: side by side from 768 px for three plans, two by two
 * from 768 px then four across from 1280 px for four. The popular card is raised only where the cards stand
 * side by side. Throws with a clear message for any other count or more than one popular plan.
 */
export function pricingRowLayout(
  plans: readonly Pick<PricingRowPlan, 'name' | 'popular'>[],
): PricingRowLayout {
  if (plans.length !== 3 && plans.length !== 4) {
    throw new Error(`PricingRow shows 3 or 4 plans side by side; it was given ${plans.length}.`)
  }
  const popular = plans.filter((plan) => plan.popular).map((plan) => plan.name)
  if (popular.length > 1) {
    throw new Error(
      `PricingRow raises one most popular plan; ${popular.length} are marked: ${popular.join(', ')}.`,
    )
  }
  // Tracks: name and description, price, features (taking the slack), action.
  return plans.length === 3
    ? {
        columns: 'md:grid-cols-3 md:grid-rows-[auto_auto_1fr_auto]',
        aligned:
          'md:row-span-4 md:grid md:grid-cols-1 md:grid-rows-subgrid md:gap-y-5 md:[&>ul]:self-start',
        raised: 'md:-translate-y-4',
      }
    : {
        // Two by two, each pair of cards shares its four tracks; four across only from 1280 px,
        // where each card is wide enough for its longest feature and its button.
        columns:
          'md:grid-cols-2 md:grid-rows-[repeat(2,auto_auto_1fr_auto)] xl:grid-cols-4 xl:grid-rows-[auto_auto_1fr_auto]',
        aligned:
          'md:row-span-4 md:grid md:grid-cols-1 md:grid-rows-subgrid md:gap-y-5 md:[&>ul]:self-start',
        raised: 'xl:-translate-y-4',
      }
}

/**
 * Three or four plans side by side, stacked on phones. Side by side, the cards share row tracks
 * (CSS subgrid), so names, prices, feature lists and actions line up across plans whatever the
 * length of each description. The most popular plan stands a step higher than the others, on a
 * mint wash with a deeper shadow and the gold "Most popular" ribbon (ink on gold, 8.5:1). A note,
 * such as what the prices exclude, sits under the row.
 *
 * @example
 * <PricingRow label="Voice agent plans" note={gstNote} plans={plans.map((plan) => ({
 *   name: plan.name, price: '$899', period: 'per month', popular: plan.popular,
 *   features: ['12 dev hours', '1,000 call minutes'], action: <Button>Choose Growth</Button> }))} />
 */
export function PricingRow({ plans, headingLevel = 3, note, label, className }: PricingRowProps) {
  const layout = pricingRowLayout(plans)
  return (
    <div className={cn('flex flex-col gap-8', className)}>
      <ul
        aria-label={label}
        className={cn('grid items-stretch gap-8 pt-4 md:gap-6', layout.columns)}
      >
        {plans.map((plan) => (
          <li key={plan.name} className={cn('flex', layout.aligned)}>
            <PricingCard
              {...plan}
              headingLevel={headingLevel}
              className={cn(
                'w-full',
                layout.aligned,
                plan.popular &&
                  cn(
                    'bg-gradient-to-b from-primary-soft via-surface-raised to-surface-raised shadow-raised',
                    layout.raised,
                  ),
              )}
            />
          </li>
        ))}
      </ul>
      {note ? (
        <p className="flex items-start justify-center gap-2 text-center text-sm text-ink-muted">
          <InfoIcon aria-hidden="true" strokeWidth={2} className="mt-0.5 size-4 shrink-0" />
          {note}
        </p>
      ) : null}
    </div>
  )
}

import { formatAud, formatCount } from '../format'
import { bookStrategyCall, bookStrategyCallCta } from '../links'
import type { ComparisonRow, PlanId, VoicePlan } from '../schemas/pricing'

/**
 * The four voice agent plans. One record per plan feeds both its card and its column of the
 * comparison table, so the two can never disagree.
 */
export const voicePlans: readonly VoicePlan[] = [
  {
    id: 'basic',
    name: 'Basic',
    price: 499,
    period: 'month',
    devHours: 6,
    minutes: 500,
    popular: false,
    summary: 'One voice agent answering your calls, built and looked after for you.',
    cta: { label: 'Start with Basic', action: bookStrategyCall },
  },
  {
    id: 'growth',
    name: 'Growth',
    price: 899,
    period: 'month',
    devHours: 12,
    minutes: 1000,
    popular: true,
    summary:
      'For busy teams: more call minutes, more changes and monthly A/B testing of your script.',
    cta: { label: 'Choose Growth', action: bookStrategyCall },
  },
  {
    id: 'advanced',
    name: 'Advanced',
    price: 1699,
    period: 'month',
    devHours: 24,
    minutes: 2000,
    popular: false,
    summary: 'High call volumes with a dedicated project manager and priority technical support.',
    cta: { label: 'Choose Advanced', action: bookStrategyCall },
  },
  {
    id: 'unlimited',
    name: 'Unlimited',
    price: 'custom',
    period: 'month',
    devHours: 'Unlimited',
    minutes: 'unlimited',
    popular: false,
    summary: 'A dedicated developer and unlimited script revisions for multi-site operations.',
    cta: bookStrategyCallCta,
  },
]

/** What setting up a voice agent usually costs at least, once, in AUD before GST. */
export const voiceSetUpFrom = 2500

/** The plans' note, shown under the cards and under the table. */
export const gstNote = `Costs are subject to GST and exclude set-up costs, usually from $${voiceSetUpFrom}.`

/**
 * Voice plan prices exclude GST: the note under them is the exception the terms allow with
 * "unless stated otherwise" (docs/decisions.md#gst). Their structured data says the same.
 */
export const voicePlanPricesIncludeGst = false

/**
 * The plan every "from" price quotes: the cheapest with a fixed price (docs/decisions.md#from-price: "From
 * $499/month", never a coaching price).
 */
export function entryVoicePlan(): VoicePlan & { price: number } {
  const priced = voicePlans.filter(
    (plan): plan is VoicePlan & { price: number } => plan.price !== 'custom',
  )
  const [cheapest] = [...priced].sort((a, b) => a.price - b.price)
  if (!cheapest) throw new Error('At least one voice plan needs a fixed price.')
  return cheapest
}

/** The voice "from" price as every page says it: `From $499/month`. */
export function voicePlansFromLabel(): string {
  return `From ${planPriceLabel(entryVoicePlan())}`
}

/** A plan's price as its card shows it: `$899/month` or `Custom pricing`. */
export function planPriceLabel(plan: VoicePlan): string {
  return plan.price === 'custom' ? 'Custom pricing' : `${formatAud(plan.price)}/month`
}

/** A plan's call minutes as shown: `1,000 minutes` or `Unlimited minutes`. */
export function planMinutesLabel(plan: VoicePlan): string {
  return plan.minutes === 'unlimited' ? 'Unlimited minutes' : `${formatCount(plan.minutes)} minutes`
}

/** A plan's development hours as shown: `12 dev hours` or `Unlimited dev hours`. */
export function planDevHoursLabel(plan: VoicePlan): string {
  return `${plan.devHours} dev hours`
}

/** Which plans include a feature, from the first plan that has it upwards. */
const fromPlan = (first: PlanId): Record<PlanId, boolean> => {
  const start = voicePlans.findIndex((plan) => plan.id === first)
  return Object.fromEntries(voicePlans.map((plan, index) => [plan.id, index >= start])) as Record<
    PlanId,
    boolean
  >
}

/** The feature matrix of docs/constants.md#comparison: which plans include what. */
const featureRows: readonly ComparisonRow[] = [
  { feature: 'Custom-built agent', values: fromPlan('basic') },
  { feature: 'Maintenance', values: fromPlan('basic') },
  { feature: 'Analytics', values: fromPlan('basic') },
  { feature: 'Platform integration', values: fromPlan('basic') },
  { feature: 'Secure backend logic', values: fromPlan('basic') },
  { feature: 'Free platform cost', values: fromPlan('basic') },
  { feature: 'Monthly A/B testing', values: fromPlan('growth') },
  { feature: 'Management', values: fromPlan('advanced') },
  { feature: 'Dedicated project manager', values: fromPlan('advanced') },
  { feature: 'Priority technical support', values: fromPlan('advanced') },
  { feature: 'Dedicated developer', values: fromPlan('unlimited') },
  { feature: 'Unlimited script revisions', values: fromPlan('unlimited') },
]

/** Builds a text row of the table from one field of the plan records. */
const planRow = (feature: string, value: (plan: VoicePlan) => string): ComparisonRow => ({
  feature,
  values: Object.fromEntries(voicePlans.map((plan) => [plan.id, value(plan)])) as Record<
    PlanId,
    string
  >,
})

/** The comparison table: price, dev hours and minutes from the plan records, then the matrix. */
export const planComparison: readonly ComparisonRow[] = [
  planRow('Monthly price', (plan) => (plan.price === 'custom' ? 'Custom' : formatAud(plan.price))),
  planRow('Development hours', (plan) => String(plan.devHours)),
  planRow('Call minutes', (plan) =>
    plan.minutes === 'unlimited' ? 'Unlimited' : formatCount(plan.minutes),
  ),
  ...featureRows,
]

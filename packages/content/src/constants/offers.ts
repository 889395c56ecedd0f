import { formatAud } from '../format'
import type { Offer } from '../schemas/pricing'

/** Group coaching: $69 a week, billed as $297 a month (docs/constants.md#offers). */
export const groupCoaching = {
  weeklyPrice: 69,
  monthlyBilled: 297,
  currency: 'AUD',
} as const

/** The group coaching price as every page shows it: `$69/week, billed $297 monthly`. */
export const groupCoachingPrice = `${formatAud(groupCoaching.weeklyPrice)}/week, billed ${formatAud(groupCoaching.monthlyBilled)} monthly`

/** The programme's length in weeks and its money-back guarantee in days (docs/constants.md#offers). */
export const programmeTimeline = {
  weeks: 12,
  guaranteeDays: 30,
} as const

/** The Automate to Dominate coaching programme, as its structured data prices it (docs/constants.md#offers). */
export const coachingProgramme: Offer = {
  name: 'Automate to Dominate',
  price: 2497,
  currency: 'AUD',
  description: `A ${programmeTimeline.weeks}-week AI coaching programme for small-business owners: weekly group coaching, done-with-you automation builds and a ${programmeTimeline.guaranteeDays}-day money-back guarantee.`,
}

/** The programme's name with its length, as the notes and the terms say it. */
const programmeTitle = `${programmeTimeline.weeks}-week ${coachingProgramme.name} programme`

/** What the group coaching price buys: an ongoing membership, not the programme. */
export const groupCoachingName = 'Group coaching membership'

/**
 * Shown beside the group coaching price wherever it appears: it buys the ongoing membership,
 * not the programme (docs/decisions.md#coaching-offers).
 */
export const groupCoachingPriceNote = `Buys the ongoing group coaching membership: live weekly coaching, billed ${formatAud(groupCoaching.monthlyBilled)} each month. The ${programmeTitle} is a separate offer.`

/** Shown beside the programme's price: it buys the whole programme, not the membership. */
export const programmePriceNote = `Buys the complete ${programmeTitle}, covered by our ${programmeTimeline.guaranteeDays}-day money-back guarantee. The monthly group coaching membership is a separate offer.`

/**
 * The guarantee as the terms state it: the one exception to non-refundable memberships, and it
 * belongs to the programme alone (docs/decisions.md#guarantee).
 */
export const programmeGuarantee = `The one exception is the ${programmeTitle}: its ${programmeTimeline.guaranteeDays}-day money-back guarantee refunds it in full if you ask within ${programmeTimeline.guaranteeDays} days of starting.`

/** The AI content-creation course, a limited-time offer (docs/constants.md#offers). */
export const contentCourse: Offer = {
  name: 'AI Content Creation Course',
  price: 499,
  currency: 'AUD',
  description:
    'A self-paced course that shows small-business owners how to plan, write and repurpose a month of marketing content with AI in an afternoon.',
}

import { z } from 'zod'
import {
  ctaSchema,
  faqSchema,
  featureCardSchema,
  gradientSchema,
  headingSchema,
  iconSchema,
  pictureSchema,
  statSchema,
  testimonialSchema,
  textSchema,
} from './common'

/** The AI training page (docs/pages.md#training). */
export const trainingPageSchema = z.object({
  hero: headingSchema.extend({ picture: pictureSchema }),
  /** The benefit cards' section heading. */
  benefitsSection: headingSchema,
  benefits: z.array(featureCardSchema.extend({ gradient: gradientSchema })).length(3),
  premium: z.object({
    badge: textSchema,
    title: textSchema,
    price: textSchema,
    /** The price in its parts, for the card's large figure: `$69`, `a week`, `billed $297 monthly`. */
    amount: textSchema,
    period: textSchema,
    billing: textSchema,
    /** What the price buys, beside it: the membership, not the programme (docs/decisions.md#coaching-offers). */
    priceNote: textSchema,
    description: textSchema,
    features: z.array(textSchema).min(3),
    cta: ctaSchema,
  }),
  included: headingSchema.extend({ items: z.array(textSchema).length(8) }),
  testimonial: testimonialSchema,
  /** The testimonial's section heading, and its star rating in words. */
  testimonialSection: headingSchema.extend({ ratingLabel: textSchema }),
  join: ctaSchema,
  /** The closing band around the join link. */
  closing: headingSchema,
})

/** One phase of the 12-week timeline. */
export const timelinePhaseSchema = z.object({
  weeks: z.object({ from: z.number().int().min(1), to: z.number().int().max(12) }),
  /** The weeks as shown: `Weeks 1-4`. */
  period: textSchema,
  name: textSchema,
  description: textSchema,
  outcomes: z.array(textSchema).min(2),
})

/** The Automate to Dominate coaching programme page (docs/pages.md#coaching). */
export const coachingPageSchema = z.object({
  hero: headingSchema.extend({
    picture: pictureSchema,
    price: textSchema,
    /** Over the price on the hero's price card. */
    priceLabel: textSchema,
    /** What the price buys, beside it: the whole programme, not the membership (docs/decisions.md#coaching-offers). */
    priceNote: textSchema,
    join: ctaSchema,
    strategy: ctaSchema,
  }),
  /** The stat cards' section heading. */
  statsSection: headingSchema,
  stats: z.array(statSchema).length(3),
  mastery: headingSchema.extend({ items: z.array(featureCardSchema).length(6) }),
  included: headingSchema.extend({ items: z.array(textSchema).min(4) }),
  timeline: headingSchema.extend({
    phases: z.array(timelinePhaseSchema).length(3),
  }),
  faq: headingSchema.extend({ items: z.array(faqSchema).length(3) }),
  guarantee: z.object({ icon: iconSchema, heading: textSchema, text: textSchema }),
  closing: headingSchema.extend({ join: ctaSchema, strategy: ctaSchema }),
})

/** The AI content-creation course page (docs/pages.md#course). */
export const coursePageSchema = z.object({
  hero: headingSchema.extend({
    picture: pictureSchema,
    badge: textSchema,
    price: textSchema,
    /** Beside the price: currency and GST. */
    priceNote: textSchema,
    cta: ctaSchema,
  }),
  /** The benefit lists' section heading. */
  benefitsSection: headingSchema,
  benefitLists: z
    .array(z.object({ heading: textSchema, items: z.array(textSchema).min(3) }))
    .min(2),
  learn: headingSchema.extend({
    items: z.array(featureCardSchema).min(4),
    /** Names each item's place in the course: `Module` 1, 2… */
    moduleLabel: textSchema,
  }),
  closing: headingSchema.extend({ offer: ctaSchema, community: ctaSchema }),
})

/** The AI training page. */
export type TrainingPage = z.infer<typeof trainingPageSchema>
/** The coaching programme page. */
export type CoachingPage = z.infer<typeof coachingPageSchema>
/** The content course page. */
export type CoursePage = z.infer<typeof coursePageSchema>

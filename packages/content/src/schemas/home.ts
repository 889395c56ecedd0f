import { z } from 'zod'
import {
  ctaSchema,
  faqSchema,
  featureCardSchema,
  headingSchema,
  iconSchema,
  imageSchema,
  pictureSchema,
  richTextSchema,
  statSchema,
  testimonialSchema,
  textSchema,
} from './common'

/** The sections that render at once: hero, award banner, seven steps and services. */
export const homeAboveFoldSchema = z.object({
  hero: z.object({
    badge: textSchema,
    headline: textSchema,
    /** Words the hero highlight toggles between every 2 s (still under reduced motion). */
    highlights: z.array(textSchema).length(2),
    subheadline: textSchema,
    talkToAgent: ctaSchema,
    bookStrategyCall: ctaSchema,
    quizCard: z.object({ title: textSchema, description: textSchema, cta: ctaSchema }),
    trust: z.array(textSchema).min(2),
    /** A call answered and booked, drawn at build time from `@org/ui/illustrations`. */
    picture: pictureSchema,
  }),
  awardBanner: z.object({ headline: textSchema, stats: z.array(statSchema).min(2) }),
  steps: headingSchema.extend({
    items: z
      .array(z.object({ icon: iconSchema, title: textSchema, description: textSchema }))
      .length(7),
  }),
  services: headingSchema.extend({
    anchor: z.literal('services'),
    cards: z.array(featureCardSchema.extend({ features: z.array(textSchema).min(3) })).length(6),
    /** The services' one call to action, on the closing (strategy) card. */
    cardCta: ctaSchema,
    voicePromo: z.object({
      heading: textSchema,
      text: textSchema,
      points: z.array(textSchema).min(3),
      cta: ctaSchema,
      secondaryCta: ctaSchema,
    }),
  }),
})

/** A line of the demo call transcript. */
const demoTurnSchema = z.object({ speaker: z.enum(['caller', 'agent']), text: textSchema })

/** A tier of the AI journey pricing section. */
const journeyTierSchema = z.object({
  name: textSchema,
  price: textSchema,
  description: textSchema,
  features: z.array(textSchema).min(3),
  cta: ctaSchema,
})

/** The sections that load when they come near the viewport. */
export const homeLazySchema = z.object({
  demo: headingSchema.extend({
    /** What the call card says the call is: the business and the time it came in. */
    callLabel: textSchema,
    /** Who speaks each line, for the transcript's labels. */
    speakers: z.object({ caller: textSchema, agent: textSchema }),
    transcript: z.array(demoTurnSchema).min(4),
    /** What the call produced: the job as it lands in the business's calendar. */
    booking: z.object({ label: textSchema, slot: textSchema, job: textSchema }),
    cta: ctaSchema,
  }),
  coachingImage: headingSchema.extend({ image: imageSchema, cta: ctaSchema }),
  aiCoaching: headingSchema.extend({
    price: textSchema,
    /** What the price buys, beside it (docs/decisions.md#coaching-offers). */
    priceNote: textSchema,
    points: z.array(textSchema).min(3),
    cta: ctaSchema,
  }),
  journeyPricing: headingSchema.extend({ tiers: z.array(journeyTierSchema).length(3) }),
  about: headingSchema.extend({
    paragraphs: z.array(richTextSchema).min(1),
    stats: z.array(statSchema).min(2),
    cta: ctaSchema,
  }),
  faq: headingSchema.extend({
    items: z.array(faqSchema).min(4),
    /** For the question the list does not answer. */
    cta: ctaSchema,
  }),
  testimonials: headingSchema.extend({
    anchor: z.literal('testimonials'),
    /** Follows a quote's star count when it is read out: "5 out of 5". */
    ratingScale: textSchema,
    items: z.array(testimonialSchema).min(3),
  }),
  seo: z.object({
    heading: textSchema,
    paragraphs: z.array(richTextSchema).min(2),
  }),
  contact: headingSchema.extend({
    anchor: z.literal('contact'),
    fields: z.object({
      name: textSchema,
      email: textSchema,
      phone: textSchema,
      company: textSchema,
      message: textSchema,
    }),
    /** A hint under the message field. */
    messageHelp: textSchema,
    /** The label of the hidden honeypot field, for the bots that read labels. */
    honeypot: textSchema,
    /**
     * Beside the submit button: the collection notice (who keeps the details, what for, how
     * long), linking to the privacy policy.
     */
    privacy: richTextSchema,
    /** Shown instead of the form's button where scripts do not run. */
    noScript: textSchema,
    submit: textSchema,
    sending: textSchema,
    /** Heads the list of fields to fix, each linking to its field. */
    errorSummary: textSchema,
    successHeading: textSchema,
    success: textSchema,
    /** Clears the form for a new message after a success. */
    sendAnother: textSchema,
    /** The message was not accepted (a server error or refusal). */
    failure: textSchema,
    /** The server could not be reached at all. */
    unreachable: textSchema,
    /** The server asked the visitor to slow down (too many messages). */
    rateLimited: textSchema,
    /** The human check (Turnstile) did not pass, or its token was spent; sending again retries. */
    humanCheckFailed: textSchema,
    /** The day's budget of messages is used up; the visitor should call or email instead. */
    busyToday: textSchema,
    detailLabels: z.object({ phone: textSchema, email: textSchema, hours: textSchema }),
    details: z.object({ phone: textSchema, email: textSchema, hours: textSchema }),
    /** What happens after the visitor sends a message, step by step. */
    nextSteps: z.object({ heading: textSchema, items: z.array(textSchema).min(2).max(4) }),
  }),
})

/** The home page's above-the-fold sections. */
export type HomeAboveFold = z.infer<typeof homeAboveFoldSchema>
/** The home page's lazily shown sections. */
export type HomeLazy = z.infer<typeof homeLazySchema>

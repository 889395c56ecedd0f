import { z } from 'zod'
import {
  actionSchema,
  ctaSchema,
  featureCardSchema,
  headingSchema,
  iconSchema,
  pictureSchema,
  statSchema,
  textSchema,
} from './common'
import { agentPackageSchema, comparisonRowSchema, planIdSchema, voicePlanSchema } from './pricing'

/** A numbered step of a how-to. */
export const stepSchema = z.object({ title: textSchema, description: textSchema })

/** A voice agent type on /ai-voice-agents-pricing: ten features each. */
export const voiceAgentTypeSchema = z.object({
  icon: iconSchema,
  name: textSchema,
  description: textSchema,
  features: z.array(textSchema).length(10),
  popular: z.boolean(),
})

/** How a voice plan's card shows it: price, what the price is per, and the plan's allowances. */
export const voicePlanCardSchema = z.object({
  id: planIdSchema,
  price: textSchema,
  period: textSchema,
  /** The one-off set-up the monthly price does not cover, said on the card itself. */
  setUp: textSchema,
  inclusions: z.array(textSchema).min(1),
})

/** The voice agent pricing page (docs/pages.md#voice-pricing). */
export const voicePricingPageSchema = z
  .object({
    hero: headingSchema.extend({
      picture: pictureSchema,
      cta: ctaSchema,
      secondaryCta: ctaSchema,
      /** Short reassurances under the buttons. */
      highlights: z.array(textSchema).max(3),
    }),
    steps: headingSchema.extend({ items: z.array(stepSchema).length(3) }),
    agentTypes: headingSchema.extend({
      items: z
        .array(voiceAgentTypeSchema)
        .length(3)
        .refine(
          (items) => items.filter((item) => item.popular).length === 1,
          'Exactly one agent type is popular.',
        ),
      popularBadge: textSchema,
    }),
    plans: headingSchema.extend({
      items: z
        .array(voicePlanSchema)
        .length(4)
        .refine(
          (items) => items.filter((item) => item.popular).length === 1,
          'Exactly one plan is popular.',
        ),
      popularBadge: textSchema,
      /** One card per plan, in the plans' order. */
      cards: z.array(voicePlanCardSchema).length(4),
    }),
    comparison: headingSchema.extend({
      rows: z.array(comparisonRowSchema).min(12),
      featureHeading: textSchema,
      /** Spoken for a tick. */
      yesLabel: textSchema,
      /** Spoken for a dash. */
      noLabel: textSchema,
    }),
    gstNote: textSchema,
    closing: headingSchema.extend({ ctas: z.array(ctaSchema).min(1) }),
  })
  .refine(
    (page) => page.agentTypes.popularBadge !== page.plans.popularBadge,
    'The agent types and the plans need different popular labels: a page says Most Popular once.',
  )

/** An AI agent card on /ai-agent-pricing: six features each. */
export const agentTypeSchema = z.object({
  icon: iconSchema,
  name: textSchema,
  description: textSchema,
  features: z.array(textSchema).length(6),
  mostPopular: z.boolean(),
})

/** The AI agent catalogue and pricing page (docs/pages.md#agent-pricing). Every button runs `action`. */
export const agentPricingPageSchema = z.object({
  /** The one action every button of the page runs. */
  action: actionSchema,
  hero: headingSchema.extend({ buttonLabel: textSchema, picture: pictureSchema }),
  stats: z.array(statSchema).length(3),
  /** Names the stat strip for screen readers, and its pause button. */
  statStrip: z.object({ label: textSchema, pauseLabel: textSchema }),
  howTo: headingSchema.extend({ items: z.array(stepSchema).length(2) }),
  agents: headingSchema.extend({
    items: z.array(agentTypeSchema).length(6),
    buttonLabel: textSchema,
    ribbon: textSchema,
  }),
  packages: headingSchema.extend({
    items: z.array(agentPackageSchema).length(2),
    /** Beside each package's price: what it is per and that GST is in it. */
    priceNote: textSchema,
    /** Over a package's conditions. */
    conditionsHeading: textSchema,
  }),
  benefits: headingSchema.extend({ items: z.array(featureCardSchema).min(4) }),
  closing: headingSchema.extend({ buttonLabels: z.array(textSchema).min(1) }),
})

/** How a voice plan's card shows it. */
export type VoicePlanCard = z.infer<typeof voicePlanCardSchema>
/** The voice agent pricing page. */
export type VoicePricingPage = z.infer<typeof voicePricingPageSchema>
/** The AI agent catalogue and pricing page. */
export type AgentPricingPage = z.infer<typeof agentPricingPageSchema>

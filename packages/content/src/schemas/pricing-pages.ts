import { z } from 'zod'
import {
  actionSchema,
  ctaSchema,
  featureCardSchema,
  headingSchema,
  iconSchema,
  statSchema,
  textSchema,
} from './common'
import { agentPackageSchema, comparisonRowSchema, voicePlanSchema } from './pricing'

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

/** The voice agent pricing page (spec 001 §2.4). */
export const voicePricingPageSchema = z.object({
  hero: headingSchema.extend({ cta: ctaSchema }),
  steps: headingSchema.extend({ items: z.array(stepSchema).length(3) }),
  agentTypes: headingSchema.extend({
    items: z
      .array(voiceAgentTypeSchema)
      .length(3)
      .refine(
        (items) => items.filter((item) => item.popular).length === 1,
        'Exactly one agent type is popular.',
      ),
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
  }),
  comparison: headingSchema.extend({ rows: z.array(comparisonRowSchema).min(12) }),
  gstNote: textSchema,
  closing: headingSchema.extend({ ctas: z.array(ctaSchema).min(1) }),
})

/** An AI agent card on /ai-agent-pricing: six features each. */
export const agentTypeSchema = z.object({
  icon: iconSchema,
  name: textSchema,
  description: textSchema,
  features: z.array(textSchema).length(6),
  mostPopular: z.boolean(),
})

/** The AI agent catalogue and pricing page (spec 001 §2.5). Every button runs `action`. */
export const agentPricingPageSchema = z.object({
  /** The one action every button of the page runs. */
  action: actionSchema,
  hero: headingSchema.extend({ buttonLabel: textSchema }),
  stats: z.array(statSchema).length(3),
  howTo: headingSchema.extend({ items: z.array(stepSchema).length(2) }),
  agents: headingSchema.extend({
    items: z.array(agentTypeSchema).length(6),
    buttonLabel: textSchema,
    ribbon: textSchema,
  }),
  packages: headingSchema.extend({ items: z.array(agentPackageSchema).length(2) }),
  benefits: headingSchema.extend({ items: z.array(featureCardSchema).min(4) }),
  closing: headingSchema.extend({ buttonLabels: z.array(textSchema).min(1) }),
})

/** The voice agent pricing page. */
export type VoicePricingPage = z.infer<typeof voicePricingPageSchema>
/** The AI agent catalogue and pricing page. */
export type AgentPricingPage = z.infer<typeof agentPricingPageSchema>

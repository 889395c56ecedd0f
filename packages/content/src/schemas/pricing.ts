import { z } from 'zod'
import { ctaSchema, textSchema } from './common'

/** The four voice plans, in the order the cards and the table show them. */
export const planIds = ['basic', 'growth', 'advanced', 'unlimited'] as const

/** A voice plan's id. */
export const planIdSchema = z.enum(planIds)

/** One voice plan: the single record both its card and its comparison-table column read. */
export const voicePlanSchema = z.object({
  id: planIdSchema,
  name: textSchema,
  /** Whole AUD a month, or `'custom'` when priced on request. */
  price: z.union([z.number().int().positive(), z.literal('custom')]),
  period: z.literal('month'),
  devHours: z.union([z.number().int().positive(), z.literal('Unlimited')]),
  minutes: z.union([z.number().int().positive(), z.literal('unlimited')]),
  popular: z.boolean(),
  summary: textSchema,
  cta: ctaSchema,
})

/** One row of the plan comparison table: a feature and its value per plan. */
export const comparisonRowSchema = z.object({
  feature: textSchema,
  values: z.record(planIdSchema, z.union([z.boolean(), textSchema])),
})

/** An AI agent package (DIY or Done-For-You), priced per agent. */
export const agentPackageSchema = z.object({
  id: z.enum(['diy', 'done-for-you']),
  name: textSchema,
  price: z.number().int().positive(),
  per: z.literal('agent'),
  summary: textSchema,
  includes: z.array(textSchema).min(3),
  /** Conditions the buyer accepts (the DIY package's limits). */
  conditions: z.array(textSchema),
  buttonLabel: textSchema,
})

/** A priced offer: coaching, the programme or the course. */
export const offerSchema = z.object({
  name: textSchema,
  price: z.number().int().positive(),
  currency: z.literal('AUD'),
  description: textSchema,
})

/** A voice plan's id. */
export type PlanId = z.infer<typeof planIdSchema>
/** One voice plan. */
export type VoicePlan = z.infer<typeof voicePlanSchema>
/** One row of the plan comparison table. */
export type ComparisonRow = z.infer<typeof comparisonRowSchema>
/** An AI agent package. */
export type AgentPackage = z.infer<typeof agentPackageSchema>
/** A priced offer. */
export type Offer = z.infer<typeof offerSchema>

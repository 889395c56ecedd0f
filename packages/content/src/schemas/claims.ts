import { z } from 'zod'
import { statSchema, textSchema } from './common'

/** The marketing claims: each figure once (see `constants/claims.ts`). */
export const claimsSchema = z.object({
  awards: textSchema,
  businessesAutomated: statSchema,
  businessesTrained: statSchema.refine(
    (stat) => /trained/i.test(stat.label),
    'Says it counts businesses trained.',
  ),
  rating: z.object({
    value: z.number().min(0).max(5),
    best: z.literal(5),
    reviewCount: z.number().int().positive(),
  }),
  clientSuccess: statSchema,
  productivity: statSchema,
  responseSpeed: statSchema,
  availability: statSchema,
  costReduction: statSchema,
  costCutRange: z.string().regex(/^\d+-\d+%$/),
  hoursSavedPerWeek: z.string().regex(/^\d+-\d+$/),
  implementationWeeks: z.string().regex(/^\d+-\d+$/),
  simpleVoiceAgentWeeks: z.number().int().positive(),
  roiDays: z.number().int().positive(),
  strategyCallMinutes: z.number().int().positive(),
  customAutomationFrom: z.number().int().positive(),
  foundingYear: z.number().int().min(2000),
  employees: z.object({ min: z.number().int().positive(), max: z.number().int().positive() }),
})

/** Group coaching's weekly price and what is billed each month. */
export const groupCoachingSchema = z.object({
  weeklyPrice: z.number().int().positive(),
  monthlyBilled: z.number().int().positive(),
  currency: z.literal('AUD'),
})

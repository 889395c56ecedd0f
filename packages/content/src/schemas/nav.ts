import { z } from 'zod'
import { actionSchema, ctaSchema, textSchema } from './common'

/** A group of links under a heading (the Services menu, a footer column). */
export const linkGroupSchema = z.object({
  label: textSchema,
  /** Each link may carry one short line on where it leads, for a menu with room to show it. */
  links: z
    .array(
      z.object({ label: textSchema, action: actionSchema, description: textSchema.optional() }),
    )
    .min(1),
})

/** The header, mobile menu and footer of every page. */
export const navigationSchema = z.object({
  desktop: z.object({
    services: linkGroupSchema,
    ctas: z.array(ctaSchema).length(2),
    /** The phone number the desktop header shows. */
    phone: ctaSchema,
    /** The pitch beside the desktop Services links, with the Chat Now button. */
    servicesFeature: z.object({ title: textSchema, description: textSchema }),
  }),
  mobile: z.object({
    toggleLabel: z.object({ open: textSchema, close: textSchema }),
    services: linkGroupSchema,
    /** Top-level links under Services, so a phone reaches pricing, the blog and the form in one tap. */
    links: z.array(ctaSchema).min(1),
    ctas: z.array(ctaSchema).length(2),
    /** The bar at the foot of a phone's screen once the hero has gone: talk, or call. */
    actionBar: z.object({ label: textSchema, talk: ctaSchema, call: ctaSchema }),
  }),
  footer: z.object({
    tagline: textSchema,
    links: linkGroupSchema,
    contactHeading: textSchema,
    socialHeading: textSchema,
    copyright: textSchema,
  }),
})

/** A group of links under a heading. */
export type LinkGroup = z.infer<typeof linkGroupSchema>
/** The header, mobile menu and footer. */
export type Navigation = z.infer<typeof navigationSchema>

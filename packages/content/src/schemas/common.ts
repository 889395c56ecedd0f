import { z } from 'zod'
import { iconNames } from '../icons'
import { isInternalTarget, isKnownHref } from '../link-targets'
import { type Action, type Cta, richTextLinks } from '../links'
import { type ExternalTarget, site } from '../site'

/** Visible text: trimmed, never empty. */
export const textSchema = z
  .string()
  .min(1, 'Text must not be empty.')
  .refine((value) => value.trim() === value, 'Text must not start or end with spaces.')

/** Running text whose `[label](href)` links must all lead to a route, anchor or configured target. */
export const richTextSchema = textSchema.refine(
  (value) => richTextLinks(value).every((link) => isKnownHref(link.href)),
  'Every [label](href) link must lead to a route, a home anchor or a configured external target.',
)

/** An icon the site can draw, by its lucide component name (`'Mic'`, `'ShieldCheck'`). */
export const iconSchema = z.enum(iconNames, {
  error: (issue) => `${String(issue.input)} is not one of the site's icons (see iconNames).`,
})

/** The palette's colours a gradient may use: eucalyptus and gold, as the design system names them. */
const paletteColour = '(?:primary|primary-hover|primary-line|primary-tint|accent|accent-ink)'

/** A Tailwind gradient in the site's palette (`from-primary to-primary-line`). */
export const gradientSchema = z
  .string()
  .regex(
    new RegExp(`^from-${paletteColour}(?: via-${paletteColour})? to-${paletteColour}$`),
    'Gradients read from-… to-… in the palette: primary, primary-hover, primary-line, primary-tint, accent or accent-ink.',
  )

const externalTargets = Object.keys(site.external) as [ExternalTarget, ...ExternalTarget[]]

/** A named external target of the site configuration. */
export const externalTargetSchema = z.enum(externalTargets)

/** An internal path that resolves to a route, a home anchor or the blog search. */
export const internalPathSchema = z
  .string()
  .refine(
    isInternalTarget,
    'Internal links must lead to a route or a home anchor such as /#contact.',
  )

/** What a button or link does. */
export const actionSchema: z.ZodType<Action> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('route'), path: internalPathSchema }),
  z.object({ type: z.literal('external'), target: externalTargetSchema }),
  z.object({ type: z.literal('tel') }),
  z.object({ type: z.literal('mailto') }),
  z.object({ type: z.literal('voice-chat') }),
])

/** A labelled button or link. */
export const ctaSchema: z.ZodType<Cta> = z.object({ label: textSchema, action: actionSchema })

/** An image with its intrinsic size and alt text (own illustrations only, no hot-linking). */
export const imageSchema = z.object({
  src: z.string().regex(/^\/[a-z0-9/_-]+\.(svg|png|webp|jpg)$/, 'Images are served from the site.'),
  alt: textSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})

/**
 * A decorative picture from the site's images: it illustrates text beside it that says the same,
 * so it has no alternative text (drawn with `alt=""`).
 */
export const pictureSchema = imageSchema.omit({ alt: true })

/** A question and its answer. */
export const faqSchema = z.object({ question: textSchema, answer: textSchema })

/** A card with an icon, a title and a description. */
export const featureCardSchema = z.object({
  icon: iconSchema,
  title: textSchema,
  description: richTextSchema,
})

/** A headline figure: `4.9/5`, `Average rating`. */
export const statSchema = z.object({ value: textSchema, label: textSchema })

/** A section's heading block. */
export const headingSchema = z.object({
  eyebrow: textSchema.optional(),
  heading: textSchema,
  intro: richTextSchema.optional(),
})

/** A quote from a client. */
export const testimonialSchema = z.object({
  quote: textSchema,
  name: textSchema,
  role: textSchema,
  business: textSchema,
  rating: z.number().int().min(1).max(5),
  /**
   * `true` for a made-up quote standing in until the owner has real ones: the site shows it like
   * any other, and a production build refuses to go live with it (the go-live check).
   */
  sample: z.boolean().optional(),
})

/** An image record. */
export type Image = z.infer<typeof imageSchema>
/** A decorative picture, without alternative text. */
export type Picture = z.infer<typeof pictureSchema>
/** A question and its answer. */
export type FaqItem = z.infer<typeof faqSchema>
/** A card with an icon, a title and a description. */
export type FeatureCard = z.infer<typeof featureCardSchema>
/** A headline figure. */
export type Stat = z.infer<typeof statSchema>
/** A section's heading block. */
export type Heading = z.infer<typeof headingSchema>
/** A quote from a client. */
export type Testimonial = z.infer<typeof testimonialSchema>

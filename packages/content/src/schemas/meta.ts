import { z } from 'zod'
import { socialCardSize } from '../meta/social-card'
import { site } from '../site'
import type { JsonLd } from '../structured-data/json-ld'
import { textSchema } from './common'

/** Shortest and longest meta description search engines show in full. */
export const descriptionLength = { min: 50, max: 160 } as const

/** A meta description: 50-160 characters. */
export const descriptionSchema = textSchema
  .min(descriptionLength.min, `Descriptions need at least ${descriptionLength.min} characters.`)
  .max(descriptionLength.max, `Descriptions must stay within ${descriptionLength.max} characters.`)

/** Longest `<title>` search engines show in full, company tag included. */
export const titleMaxLength = 60

/** A page's own title, before the company tag: short enough that the tagged title fits. */
export const shortTitleSchema = textSchema.max(
  titleMaxLength - site.titleTag.length,
  `Titles must stay within ${titleMaxLength - site.titleTag.length} characters, so with "${site.titleTag}" they fit ${titleMaxLength}.`,
)

/** What one page states about itself before the title tag is added. */
export const pageMetaSourceSchema = z.object({
  /** The title without the company tag. */
  title: shortTitleSchema,
  description: descriptionSchema,
  keywords: z.array(textSchema).min(3),
  /** Whether the page embeds the organisation's structured data (default: yes). */
  organizationSchema: z.boolean().optional(),
})

/** An absolute address on the site. */
const siteUrlSchema = z
  .url()
  .refine((url) => url.startsWith(`${site.origin}/`), 'Must be on the site origin.')

/** A JSON-LD block: a schema.org object with its `@context` and `@type`. */
export const structuredDataSchema = z
  .object({ '@context': z.literal('https://schema.org'), '@type': z.string().min(1) })
  .loose()

/** Everything a page puts in its `<head>`. */
export const pageMetaSchema = z.object({
  path: z.string().startsWith('/'),
  /** The full `<title>`, with the company tag. */
  title: textSchema
    .endsWith(site.titleTag)
    .max(titleMaxLength, `Page titles must stay within ${titleMaxLength} characters.`),
  description: descriptionSchema,
  keywords: z.array(textSchema).min(3),
  canonical: siteUrlSchema,
  social: z.object({
    type: z.enum(['website', 'article', 'profile']),
    title: textSchema,
    description: descriptionSchema,
    /** The share image: the page's own PNG card, 1200 x 630. */
    image: z.object({
      url: siteUrlSchema.refine(
        (url) => url.endsWith('.png'),
        'Share images must be PNG: social networks do not show SVG.',
      ),
      alt: textSchema,
      width: z.literal(socialCardSize.width),
      height: z.literal(socialCardSize.height),
    }),
    /** What the share image shows, for the build step that draws it. */
    card: z.object({
      src: z.string().regex(/^\/social\/[a-z0-9-]+\.png$/, 'Cards are served from /social/*.png.'),
      eyebrow: textSchema,
      headline: shortTitleSchema,
    }),
  }),
  structuredData: z.array(structuredDataSchema),
})

/** What one page states about itself. */
export type PageMetaSource = z.infer<typeof pageMetaSourceSchema>
/** Everything a page puts in its `<head>`; the JSON-LD blocks keep their schema-dts types. */
export type PageMeta = Omit<z.infer<typeof pageMetaSchema>, 'structuredData'> & {
  structuredData: JsonLd[]
}

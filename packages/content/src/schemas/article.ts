import { z } from 'zod'
import type { Article, ArticleBlock, ArticlePath, BlogCard } from '../blog/types'
import { isInternalTarget } from '../link-targets'
import {
  externalTargetSchema,
  faqSchema,
  iconSchema,
  imageSchema,
  richTextSchema,
  textSchema,
} from './common'
import { descriptionSchema, shortTitleSchema } from './meta'

const titledTextSchema = z.object({ title: textSchema, text: richTextSchema })

/** One block of an article section. */
export const articleBlockSchema: z.ZodType<ArticleBlock> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: richTextSchema }),
  z.object({
    type: z.literal('list'),
    ordered: z.boolean().optional(),
    items: z.array(richTextSchema).min(1),
  }),
  z.object({ type: z.literal('quote'), text: textSchema, cite: textSchema.optional() }),
  z.object({
    type: z.literal('callout'),
    tone: z.enum(['info', 'urgent', 'tip']),
    title: textSchema,
    text: richTextSchema,
  }),
  z.object({
    type: z.literal('stats'),
    items: z.array(z.object({ value: textSchema, label: textSchema })).min(1),
  }),
  z
    .object({
      type: z.literal('table'),
      caption: textSchema,
      // The corner cell above the row headings may be blank; every other heading needs text.
      columns: z.tuple([z.string()], textSchema),
      rows: z.array(z.array(z.string())).min(1),
    })
    .refine(
      (table) =>
        table.columns.length >= 2 && table.rows.every((row) => row.length === table.columns.length),
      'A table needs at least two columns and one cell per column in every row.',
    ),
  z.object({
    type: z.literal('cards'),
    items: z.array(titledTextSchema.extend({ icon: iconSchema.optional() })).min(1),
  }),
  z.object({ type: z.literal('steps'), items: z.array(titledTextSchema).min(1) }),
  z.object({
    type: z.literal('caseStudy'),
    title: textSchema,
    business: textSchema,
    challenge: richTextSchema,
    solution: richTextSchema,
    results: z.array(textSchema).min(1),
  }),
  z.object({
    type: z.literal('example'),
    title: textSchema,
    prompt: textSchema,
    response: textSchema.optional(),
    note: richTextSchema.optional(),
  }),
  z.object({
    type: z.literal('news'),
    items: z
      .array(
        z.object({
          category: textSchema,
          time: textSchema,
          title: textSchema,
          summary: richTextSchema,
          source: textSchema,
        }),
      )
      .min(1),
  }),
])

/** The path of an article that exists (`/blog/{slug}`), with the message given when it is not. */
function articlePathSchema(message: string) {
  return z.custom<ArticlePath>(
    (path) => typeof path === 'string' && path.startsWith('/blog/') && isInternalTarget(path),
    message,
  )
}

/** A blog article. */
export const articleSchema: z.ZodType<Article> = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Slugs are lowercase words joined by hyphens.'),
  title: textSchema,
  seoTitle: shortTitleSchema,
  description: descriptionSchema,
  keywords: z.array(textSchema).min(3),
  datePublished: z.iso.date(),
  dateModified: z.iso.date().optional(),
  readTimeMinutes: z.number().int().positive().optional(),
  category: textSchema,
  tags: z.array(textSchema).min(1),
  hero: z.object({
    badge: textSchema.optional(),
    headline: textSchema,
    intro: richTextSchema,
    image: imageSchema,
  }),
  keyTakeaways: z.array(textSchema).optional(),
  sections: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
        heading: textSchema,
        blocks: z.array(articleBlockSchema).min(1),
      }),
    )
    .min(1)
    .refine(
      (sections) => new Set(sections.map((section) => section.id)).size === sections.length,
      'Section ids must be unique within an article.',
    ),
  faqs: z.array(faqSchema).optional(),
  cta: z.object({
    title: textSchema,
    description: textSchema,
    buttonText: textSchema,
    target: externalTargetSchema,
  }),
  related: z
    .array(articlePathSchema('Related articles are paths of articles: /blog/{slug}.'))
    .min(2)
    .max(4),
  author: z.enum(['organisation', 'founder']),
  schemaType: z.enum(['NewsArticle', 'Article']),
  card: z
    .object({
      icon: iconSchema,
      excerpt: textSchema,
      content: textSchema,
      cta: z.object({ title: textSchema, description: textSchema, buttonText: textSchema }),
    })
    .optional(),
})

/** A card of the blog index. */
export const blogCardSchema: z.ZodType<BlogCard> = z.object({
  id: z.number().int().min(1).max(13),
  icon: iconSchema,
  title: textSchema,
  date: z.iso.date(),
  readTimeMinutes: z.number().int().positive(),
  excerpt: textSchema,
  content: textSchema,
  cta: z.object({
    title: textSchema,
    description: textSchema,
    buttonText: textSchema,
    link: articlePathSchema('A card links to an article: /blog/{slug}.').optional(),
  }),
})

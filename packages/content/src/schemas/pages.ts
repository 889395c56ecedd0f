import { z } from 'zod'
import {
  ctaSchema,
  faqSchema,
  featureCardSchema,
  headingSchema,
  imageSchema,
  pictureSchema,
  richTextSchema,
  textSchema,
} from './common'

/** The about page (docs/pages.md#about). */
export const aboutPageSchema = z.object({
  hero: headingSchema.extend({ portrait: imageSchema }),
  /** The heading over the three credential cards. */
  credentialsHeading: textSchema,
  credentials: z.array(featureCardSchema).length(3),
  philosophy: headingSchema.extend({
    paragraphs: z.array(richTextSchema).min(1),
    principles: z.array(z.object({ title: textSchema, description: textSchema })).min(3),
  }),
  cta: ctaSchema,
})

/** The get-started page (docs/pages.md#get-started). */
export const getStartedPageSchema = z.object({
  hero: headingSchema.extend({
    proof: textSchema,
    call: ctaSchema,
    book: ctaSchema,
    picture: pictureSchema,
  }),
  faq: headingSchema.extend({ items: z.array(faqSchema).length(4) }),
  journey: headingSchema.extend({
    steps: z.array(z.object({ title: textSchema, description: textSchema })).length(3),
  }),
  capabilities: headingSchema.extend({
    items: z.array(textSchema).length(8),
  }),
  closing: headingSchema.extend({ call: ctaSchema, book: ctaSchema }),
  auditQuiz: headingSchema.extend({ cta: ctaSchema }),
})

/** The founder profile page (docs/pages.md#founder). */
export const founderPageSchema = z.object({
  hero: headingSchema.extend({
    name: textSchema,
    role: textSchema,
    book: ctaSchema,
    connect: ctaSchema,
    /** An illustrated placeholder an owner replaces with a photo (same size and alt). */
    portrait: imageSchema,
  }),
  about: z.object({ heading: textSchema, paragraphs: z.array(richTextSchema).min(2) }),
  expertise: headingSchema.extend({ items: z.array(featureCardSchema).length(6) }),
  recognition: headingSchema.extend({ items: z.array(textSchema).min(3) }),
  stories: headingSchema.extend({
    items: z
      .array(z.object({ business: textSchema, challenge: textSchema, result: textSchema }))
      .min(3),
    /** Words shown before each story's challenge and result. */
    labels: z.object({ challenge: textSchema, result: textSchema }),
  }),
  website: ctaSchema,
})

/** The voice agent onboarding page (docs/pages.md#onboarding). */
export const onboardingPageSchema = z.object({
  eyebrow: textSchema,
  heading: textSchema,
  intro: textSchema,
  /** What the assistant asks about, so a visitor can have the answers ready. */
  checklist: headingSchema.extend({ items: z.array(textSchema).min(3) }),
  /** The words before the mailto link. */
  emailPrompt: textSchema,
  email: ctaSchema,
  badge: z.literal('AI Assistant Active'),
  widgetHint: textSchema,
  /** The widget's region name, read by screen readers. */
  widgetLabel: textSchema,
  /** Shown when the widget script cannot load: the page still works. */
  widgetUnavailable: textSchema,
})

/** A section of the privacy policy. */
export const legalSectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  heading: textSchema,
  paragraphs: z.array(richTextSchema).min(1),
})

/** The privacy policy and terms page (docs/pages.md#legal). */
export const legalPageSchema = z.object({
  heading: textSchema,
  lastUpdated: z.iso.date(),
  /** Shown before the date: "Last updated 18 August 2025". */
  lastUpdatedLabel: textSchema,
  /** The table of contents' heading. */
  contentsHeading: textSchema,
  intro: textSchema,
  privacyHeading: textSchema,
  privacy: z.array(legalSectionSchema).min(5),
  terms: z.object({
    heading: textSchema,
    items: z.array(z.object({ id: textSchema, title: textSchema, text: textSchema })).min(7),
  }),
  contact: z.object({ heading: textSchema, text: textSchema, email: ctaSchema, call: ctaSchema }),
})

/** The blog index's own copy; the cards come from the blog. */
export const blogIndexPageSchema = z.object({
  hero: headingSchema,
  /** The label over the wide card that opens the index: the newest post with an article. */
  featuredLabel: textSchema,
  /** The strip of posts without an article (posts 1 to 3), whose buttons book a session. */
  sessions: z.object({ heading: textSchema, intro: textSchema }),
  /** The heading over the cards. */
  articlesHeading: textSchema,
  /** The topic chips under the search, each a `?q=` search for one article category. */
  topics: z.object({ label: textSchema, all: textSchema }),
  searchLabel: textSchema,
  searchPlaceholder: textSchema,
  clearSearch: textSchema,
  /** How many cards a search shows: `{count}` and `{total}` are filled in. */
  resultCount: textSchema.refine(
    (value) => value.includes('{count}') && value.includes('{total}'),
    'The result count names {count} and {total}.',
  ),
  noResults: textSchema,
  readTime: textSchema,
})

/**
 * The copy every article page shares around its body (docs/pages.md#articles): the way back to the blog
 * index, and the headings of the key takeaways, the FAQ, the tag chips and the related articles.
 */
export const articlePageSchema = z.object({
  backToBlog: ctaSchema,
  /** The "On this page" list of section links. */
  contentsHeading: textSchema,
  /** After the minutes: "8 min read". */
  readTime: textSchema,
  /** The line under the author's name. */
  authorRoles: z.object({ organisation: textSchema, founder: textSchema }),
  /** Words the body's blocks show beside their content. */
  blockLabels: z.object({
    challenge: textSchema,
    solution: textSchema,
    results: textSchema,
    prompt: textSchema,
    response: textSchema,
    source: textSchema,
  }),
  keyTakeawaysHeading: textSchema,
  faqHeading: textSchema,
  tagsLabel: textSchema,
  relatedHeading: textSchema,
})

/** The not-found page (docs/messages.md#not-found): the texts are reproduced exactly. */
export const notFoundPageSchema = z.object({
  code: z.literal('404'),
  heading: z.literal('Oops! Page not found'),
  home: ctaSchema,
})

/** The about page. */
export type AboutPage = z.infer<typeof aboutPageSchema>
/** The get-started page. */
export type GetStartedPage = z.infer<typeof getStartedPageSchema>
/** The founder profile page. */
export type FounderPage = z.infer<typeof founderPageSchema>
/** The voice agent onboarding page. */
export type OnboardingPage = z.infer<typeof onboardingPageSchema>
/** The privacy policy and terms page. */
export type LegalPage = z.infer<typeof legalPageSchema>
/** The blog index's own copy. */
export type BlogIndexPage = z.infer<typeof blogIndexPageSchema>
/** The copy every article page shares around its body. */
export type ArticlePage = z.infer<typeof articlePageSchema>
/** The not-found page. */
export type NotFoundPage = z.infer<typeof notFoundPageSchema>

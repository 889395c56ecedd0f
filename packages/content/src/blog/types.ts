import type { IconName } from '../icons'
import type { ExternalTarget } from '../site'
import type { ArticleSlug } from './slugs.gen'

/** The path of an article: `/blog/{slug}`, for every article file there is. */
export type ArticlePath = `/blog/${ArticleSlug}`

/**
 * Running text of an article. It may hold Markdown-style links, `[label](/path)` or
 * `[label](https://...)`, and nothing else; the site renders them as links. Internal paths must be
 * routes (or home anchors such as `/#contact`); external addresses must be configured targets.
 */
export type RichText = string

/** One block of an article section. */
export type ArticleBlock =
  | { type: 'paragraph'; text: RichText }
  | { type: 'list'; ordered?: boolean; items: RichText[] }
  | { type: 'quote'; text: string; cite?: string }
  | { type: 'callout'; tone: 'info' | 'urgent' | 'tip'; title: string; text: RichText }
  | { type: 'stats'; items: { value: string; label: string }[] }
  | { type: 'table'; caption: string; columns: string[]; rows: string[][] }
  | { type: 'cards'; items: { title: string; text: RichText; icon?: IconName }[] }
  | { type: 'steps'; items: { title: string; text: RichText }[] }
  | {
      type: 'caseStudy'
      title: string
      business: string
      challenge: RichText
      solution: RichText
      results: string[]
    }
  | { type: 'example'; title: string; prompt: string; response?: string; note?: RichText }
  | { type: 'news'; items: NewsItem[] }

/** One item of the news briefing. */
export interface NewsItem {
  category: string
  /** Reading time of the item, such as `'2 min read'`. */
  time: string
  title: string
  summary: RichText
  /** Where the news came from, such as `'Company announcement'`. */
  source: string
}

/** A titled part of an article body. */
export interface ArticleSection {
  /** Anchor id, unique within the article (`'quick-wins'`). */
  id: string
  heading: string
  blocks: ArticleBlock[]
}

/** A question and its answer. */
export interface Faq {
  question: string
  answer: string
}

/** An article's closing call to action: one button that opens an external target in a new tab. */
export interface ArticleCta {
  title: string
  description: string
  buttonText: string
  target: ExternalTarget
}

/** One blog article: its metadata, hero, body and closing call to action. */
export interface Article {
  /** The last part of the path: `/blog/{slug}`. */
  slug: string
  /** The full headline, shown as the page's h1 and in the blog index. */
  title: string
  /**
   * The short title of the `<title>`, `og:title` and the social card: with the company tag it
   * stays within 60 characters, so search results show it whole.
   */
  seoTitle: string
  /** The meta description: 50-160 characters, unique across the site. */
  description: string
  keywords: string[]
  /** ISO date, `2025-08-21`. */
  datePublished: string
  dateModified?: string
  /**
   * Read time in minutes as docs/pages.md#articles states it; when it gives none, leave it out and the
   * site computes it from the word count at 200 words a minute.
   */
  readTimeMinutes?: number
  category: string
  /** Shown as chips at the end of the article. */
  tags: string[]
  hero: {
    badge?: string
    headline: string
    intro: RichText
    image: { src: string; alt: string; width: number; height: number }
  }
  keyTakeaways?: string[]
  sections: ArticleSection[]
  faqs?: Faq[]
  cta: ArticleCta
  /** Paths of two to four related articles, so none is an orphan; the compiler knows every path. */
  related: ArticlePath[]
  /** `organisation` for news articles; `founder` for the agentic-AI article (a plain Article). */
  author: 'organisation' | 'founder'
  schemaType: 'NewsArticle' | 'Article'
  /** The article's card on the blog index; without one the article has no card. */
  card?: ArticleCardCopy
}

/**
 * The copy of an article's blog card; its title, date, read time and link come from the article,
 * so the index can never disagree with the page it points to.
 */
export interface ArticleCardCopy {
  icon: IconName
  excerpt: string
  content: string
  cta: { title: string; description: string; buttonText: string }
}

/** One card of the blog index (ids 1-13). */
export interface BlogCard {
  id: number
  icon: IconName
  title: string
  /** ISO date. */
  date: string
  readTimeMinutes: number
  excerpt: string
  /** A paragraph under the excerpt. */
  content: string
  cta: {
    title: string
    description: string
    buttonText: string
    /** An article path; without one the button opens the external booking page. */
    link?: ArticlePath
  }
}

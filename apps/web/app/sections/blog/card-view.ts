import type { IconName } from '@org/content'
import {
  type Action,
  articleByPath,
  type BlogCard,
  bookStrategyCall,
  formatDate,
  type Image,
  route,
} from '@org/content'

/** One blog card as the page renders it: dates and read time as shown, the button's action. */
export interface BlogCardView {
  id: number
  icon: IconName
  title: string
  /** Where the title links; cards without an article have none. */
  href?: string
  date: { iso: string; display: string }
  readTime: string
  excerpt: string
  content: string
  /** The article's own illustration, for cards that lead to an article. */
  image?: Image
  category?: string
  cta: { title: string; description: string; label: string; action: Action }
}

/**
 * A card for the page, built at build time: a card with a link leads to its article (and shows
 * its illustration); one without opens the booking page, as docs/pages.md#blog-index says of posts 1 to 3.
 */
export function blogCardView(card: BlogCard, readTimeSuffix: string): BlogCardView {
  const article = card.cta.link ? articleByPath(card.cta.link) : undefined
  if (card.cta.link && !article) {
    throw new Error(`Blog card ${card.id} links to ${card.cta.link}, which is not an article.`)
  }
  return {
    id: card.id,
    icon: card.icon,
    title: card.title,
    ...(card.cta.link ? { href: card.cta.link } : {}),
    date: { iso: card.date, display: formatDate(card.date) },
    readTime: `${card.readTimeMinutes} ${readTimeSuffix}`,
    excerpt: card.excerpt,
    content: card.content,
    ...(article ? { image: article.hero.image, category: article.category } : {}),
    cta: {
      title: card.cta.title,
      description: card.cta.description,
      label: card.cta.buttonText,
      action: card.cta.link ? route(card.cta.link) : bookStrategyCall,
    },
  }
}

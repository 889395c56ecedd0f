import { blogCards, blogIndexPage } from '@org/content'
import type { ShouldRevalidateFunctionArgs } from 'react-router-dom'
import { pageLoader } from '../meta/page-loader.server'
import { blogCardView } from '../sections/blog/card-view'
import { topicsOf } from '../sections/blog/topics'
import { routePart } from '../startup/route-part'

/**
 * Build time: the page's copy, its 13 cards ready to show and the topics they cover, in its own
 * HTML and `.data`.
 */
export const loader = pageLoader('blog-index', () => {
  const cards = blogCards.map((card) => blogCardView(card, blogIndexPage.readTime))
  return { cards, topics: topicsOf(cards) }
})

/**
 * The page's data never changes after the build, so a search (which only changes `?q=`) does
 * not fetch it again; only a visit from another page loads it.
 */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname
}

const BlogIndexPage = routePart(() => import('../pages/blog-index'))

export { BlogIndexPage as default }

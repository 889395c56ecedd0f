import type { Article } from './types'

/**
 * Declares an article: the default export of its file in `src/blog/articles/`, named by its slug.
 * The file is all an article needs: the route, the prerendered page, its metadata and JSON-LD,
 * the sitemap, its blog card (when it has `card`) and the related links of other articles all
 * read it from the generated registry.
 *
 * @example
 * export default defineArticle({ slug: 'voice-ai-revolution', title: '...', ... })
 */
export function defineArticle(article: Article): Article {
  return article
}

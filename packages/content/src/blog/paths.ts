import type { Article } from './types'

/** The path an article is served at: `/blog/{slug}`. */
export function articlePath(article: Pick<Article, 'slug'>): string {
  return `/blog/${article.slug}`
}

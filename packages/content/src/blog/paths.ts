import type { Article, ArticlePath } from './types'

/** The path an article is served at: `/blog/{slug}`. */
export function articlePath(article: Pick<Article, 'slug'>): ArticlePath {
  // The generated slug list holds every article file's slug (`registry.test.ts` keeps it so).
  return `/blog/${article.slug}` as ArticlePath
}

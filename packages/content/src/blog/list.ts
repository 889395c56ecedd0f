import { allArticles } from './all.gen'
import { articlePath } from './paths'
import type { Article } from './types'

/** Every article of the blog, oldest first: one per file in `src/blog/articles/`. */
export const articles: readonly Article[] = allArticles.toSorted((a, b) =>
  a.datePublished.localeCompare(b.datePublished),
)

/** The article served at a path, or `undefined` when no article lives there. */
export function articleByPath(path: string): Article | undefined {
  return articles.find((article) => articlePath(article) === path)
}

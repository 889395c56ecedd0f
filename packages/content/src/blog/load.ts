import { articleModules } from './loaders.gen'
import type { Article } from './types'

/**
 * Loads the one article served at a path, or gives `undefined` when no article lives there. Use
 * it where a page needs a single article; `articles` and `articleByPath` read them all. Every
 * article is its own dynamic import, so a page that loads one never ships the others.
 *
 * @example
 * const article = await loadArticle('/blog/voice-ai-revolution')
 * article?.seoTitle // 'Voice AI Phone Agents for Customer Service'
 */
export function loadArticle(path: string): Promise<Article | undefined> {
  const slug = path.startsWith('/blog/') ? path.slice('/blog/'.length) : undefined
  const load =
    slug !== undefined && Object.hasOwn(articleModules, slug) ? articleModules[slug] : undefined
  return load ? load().then((module) => module.default) : Promise.resolve(undefined)
}

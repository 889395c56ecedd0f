import { type Article, articleByPath, articleMeta } from '@org/content'
import { type HeadMeta, headMeta, metaTags } from '../meta/meta-tags'
import { pagePath } from '../meta/page-path'
import { PageIntro } from '../shell/page-intro'
import type { Route } from './+types/article'

/**
 * Runs at build time for every article path: the article's text goes into its own HTML and
 * `.data` file, never into JavaScript that other pages load.
 */
export function loader({ url }: Route.LoaderArgs): { article: Article; meta: HeadMeta } {
  const path = pagePath(url)
  const article = articleByPath(path)
  if (!article) throw new Error(`No article in @org/content is served at ${path}.`)
  return { article, meta: headMeta(articleMeta(article)) }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData.meta)

/** One blog article; every article path renders this module with its own data. */
export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { hero, category } = loaderData.article
  return <PageIntro eyebrow={hero.badge ?? category} heading={hero.headline} intro={hero.intro} />
}

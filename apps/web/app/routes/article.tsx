import { type Article, articleByPath, articleMeta } from '@org/content'
import { headMeta, metaTags } from '../meta/meta-tags'
import type { PageData } from '../meta/page-loader.server'
import { pagePath } from '../meta/page-path'
import { PageIntro } from '../shell/page-intro'
import type { Route } from './+types/article'

/**
 * Runs at build time for every article path: the article's text goes into its own HTML and
 * `.data` file, never into JavaScript that other pages load.
 */
export function loader({ url }: Route.LoaderArgs): PageData<Article> {
  const path = pagePath(url)
  const article = articleByPath(path)
  if (!article) throw new Error(`No article in @org/content is served at ${path}.`)
  return { meta: headMeta(articleMeta(article)), page: article }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData.meta)

/** One blog article; every article path renders this module with its own data. */
export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { hero, category } = loaderData.page
  return <PageIntro eyebrow={hero.badge ?? category} heading={hero.headline} intro={hero.intro} />
}

import { type Article, articleByPath, articleMeta, articlePage } from '@org/content'
import type { WithIcons } from '../icons/icon-markup'
import { withIcons } from '../icons/icon-markup.server'
import { headMeta } from '../meta/meta-tags'
import type { PageData } from '../meta/page-loader.server'
import { pagePath } from '../meta/page-path'
import { type ArticleView, articleView } from '../sections/article/article-view'
import { cardWithoutIcon } from '../sections/article/blocks/cards-block'
import { routePart } from '../startup/route-part'
import type { Route } from './+types/article'

/** An article page's build-time data: the article, the copy around it and what is worked out. */
export interface ArticlePageData extends PageData<Article> {
  copy: typeof articlePage
  view: ArticleView
}

/**
 * Runs at build time for every article path: the article's text goes into its own HTML and
 * `.data` file, never into JavaScript that other pages load.
 */
export function loader({ url }: Route.LoaderArgs): ArticlePageData & WithIcons {
  const path = pagePath(url)
  const article = articleByPath(path)
  if (!article) throw new Error(`No article in @org/content is served at ${path}.`)
  const cardsWithoutIcon = article.sections.some((section) =>
    section.blocks.some(
      (block) => block.type === 'cards' && block.items.some((item) => !item.icon),
    ),
  )
  return withIcons(
    {
      meta: headMeta(articleMeta(article)),
      page: article,
      copy: articlePage,
      view: articleView(article),
    },
    cardsWithoutIcon ? [cardWithoutIcon] : [],
  )
}

const ArticlePage = routePart(() => import('../pages/article'))

export { ArticlePage as default }

import { type Article, articleByPath, articleMeta, articlePage, hrefOf } from '@org/content'
import { ArticleLayout, KookaburraMark } from '@org/ui'
import { ActionButton } from '../actions/action-link'
import type { WithIcons } from '../icons/icon-markup'
import { withIcons } from '../icons/icon-markup.server'
import { headMeta } from '../meta/meta-tags'
import type { PageData } from '../meta/page-loader.server'
import { pagePath } from '../meta/page-path'
import { ArticleBody } from '../sections/article/article-body'
import { type ArticleView, articleView } from '../sections/article/article-view'
import { cardWithoutIcon } from '../sections/article/blocks/cards-block'
import { RichText } from '../shell/rich-text'
import { RouterLink } from '../shell/router-link'
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

/** One blog article; every article path renders this module with its own data. */
export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { page: article, copy, view } = loaderData
  const { hero } = article
  return (
    <ArticleLayout
      linkComponent={RouterLink}
      back={{ label: copy.backToBlog.label, href: hrefOf(copy.backToBlog.action) ?? '/blog' }}
      category={hero.badge ?? article.category}
      title={hero.headline}
      lede={<RichText text={hero.intro} />}
      date={view.date}
      readTime={view.readTime}
      author={{
        name: view.author.name,
        role: view.author.role,
        ...(view.author.kind === 'organisation'
          ? { avatar: <KookaburraMark aria-hidden="true" /> }
          : {}),
      }}
      image={
        <img
          src={hero.image.src}
          alt={hero.image.alt}
          width={hero.image.width}
          height={hero.image.height}
          fetchPriority="high"
        />
      }
      contents={{
        heading: copy.contentsHeading,
        items: article.sections.map((section) => ({ id: section.id, label: section.heading })),
      }}
      {...(article.keyTakeaways
        ? { keyTakeaways: { heading: copy.keyTakeawaysHeading, items: article.keyTakeaways } }
        : {})}
      {...(article.faqs
        ? {
            faq: {
              heading: copy.faqHeading,
              items: article.faqs.map((faq) => ({ question: faq.question, answer: faq.answer })),
            },
          }
        : {})}
      tags={{ label: copy.tagsLabel, items: article.tags }}
      cta={{
        title: view.cta.title,
        description: view.cta.description,
        action: (
          <ActionButton
            action={view.cta.action}
            size="lg"
            className="whitespace-normal text-center"
          >
            {view.cta.label}
          </ActionButton>
        ),
      }}
      related={{ heading: copy.relatedHeading, articles: view.related }}
    >
      <ArticleBody sections={article.sections} labels={copy.blockLabels} />
    </ArticleLayout>
  )
}

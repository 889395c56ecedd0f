import {
  type Action,
  type Article,
  articleByPath,
  articlePage,
  external,
  formatDate,
  readTimeMinutes,
  site,
} from '@org/content'

/** A related article as its card shows it. */
export interface RelatedArticleView {
  title: string
  href: string
  category: string
  excerpt: string
  meta: string
}

/** What an article page shows beyond the article itself, worked out at build time. */
export interface ArticleView {
  date: { iso: string; display: string }
  readTime: string
  author: { kind: Article['author']; name: string; role: string }
  related: RelatedArticleView[]
  cta: { title: string; description: string; label: string; action: Action }
}

const minutes = (article: Article) => `${readTimeMinutes(article)} ${articlePage.readTime}`

/**
 * The date and read time as shown, the author, the related articles' cards and the closing
 * call to action (an external target, opened in a new tab). Throws when a related path is not
 * an article, so a broken link fails the build instead of reaching a reader.
 */
export function articleView(article: Article): ArticleView {
  return {
    date: { iso: article.datePublished, display: formatDate(article.datePublished) },
    readTime: minutes(article),
    author: {
      kind: article.author,
      name: article.author === 'founder' ? site.founder.name : site.brand,
      role: articlePage.authorRoles[article.author],
    },
    related: article.related.map((path) => {
      const related = articleByPath(path)
      if (!related) throw new Error(`${article.slug} lists ${path} as related; it is no article.`)
      return {
        title: related.title,
        href: path,
        category: related.category,
        excerpt: related.description,
        meta: minutes(related),
      }
    }),
    cta: {
      title: article.cta.title,
      description: article.cta.description,
      label: article.cta.buttonText,
      action: external(article.cta.target),
    },
  }
}

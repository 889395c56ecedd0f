import type { ArticleLeaf, NewsArticleLeaf, WithContext } from 'schema-dts'
import { articlePath } from '../blog/paths'
import type { Article } from '../blog/types'
import { socialCardPath, socialCardSize } from '../meta/social-card'
import { site } from '../site'
import { faqPage } from './faq'
import type { JsonLd } from './json-ld'
import { organisationId, organisationRef } from './organisation'
import { founderId } from './person'

/** The address of an article page. */
export const articleUrl = (article: Pick<Article, 'slug'>): string =>
  `${site.origin}/blog/${article.slug}`

/**
 * An article's JSON-LD: a NewsArticle by the organisation, or, for the founder's article, a plain
 * Article with the founder as its Person author.
 */
export function articleStructuredData(
  article: Article,
): WithContext<NewsArticleLeaf> | WithContext<ArticleLeaf> {
  const common = {
    headline: article.title,
    description: article.description,
    // The share card, not the SVG hero: search engines and social networks need a raster image.
    image: {
      '@type': 'ImageObject',
      url: `${site.origin}${socialCardPath(articlePath(article))}`,
      width: { '@type': 'QuantitativeValue', value: socialCardSize.width },
      height: { '@type': 'QuantitativeValue', value: socialCardSize.height },
    },
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    mainEntityOfPage: { '@type': 'WebPage', '@id': articleUrl(article) },
    publisher: organisationRef(),
    keywords: article.keywords.join(', '),
    articleSection: article.category,
    inLanguage: 'en-AU',
  } as const
  if (article.schemaType === 'Article') {
    return {
      '@context': 'https://schema.org',
      '@type': 'Article',
      ...common,
      author:
        article.author === 'founder'
          ? {
              '@type': 'Person',
              '@id': founderId,
              name: site.founder.name,
              url: `${site.origin}${site.founder.path}`,
            }
          : { '@type': 'Organization', '@id': organisationId, name: site.brand },
    }
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    ...common,
    author:
      article.author === 'founder'
        ? { '@type': 'Person', '@id': founderId, name: site.founder.name }
        : {
            '@type': 'Organization',
            '@id': organisationId,
            name: site.brand,
            url: `${site.origin}/`,
          },
  }
}

/** Every JSON-LD block of an article page: the article, plus a FAQPage when it has FAQs. */
export function articleStructuredDataBlocks(article: Article): JsonLd[] {
  const blocks: JsonLd[] = [articleStructuredData(article)]
  if (article.faqs && article.faqs.length > 0) blocks.push(faqPage(article.faqs))
  return blocks
}

import { articlePath } from '../blog/paths'
import type { Article } from '../blog/types'
import type { PageDefinition } from '../pages/define'
import { pages } from '../pages/registry'
import { routes } from '../routes'
import type { PageMeta } from '../schemas/meta'
import { pageTitle, site } from '../site'
import { articleStructuredDataBlocks, articleUrl } from '../structured-data/article'
import { professionalService } from '../structured-data/organisation'
import { socialCard, socialCardEyebrows, socialCardImage } from './social-card'

/** The canonical address of a path: the site origin plus the path (`/` for home). */
export function canonicalUrl(path: string): string {
  return `${site.origin}${path}`
}

/**
 * The head of a page that is not an article, from its definition: title with the company tag,
 * description, keywords, canonical, share card, and the organisation's JSON-LD before its own.
 *
 * @example
 * definedPageMeta(aboutDefinition).social.image.url // 'https://kookaburra-ai.example/social/about.png'
 */
export function definedPageMeta({ path, kind, meta, structuredData }: PageDefinition): PageMeta {
  const organisation = meta.organizationSchema === false ? [] : [professionalService()]
  const card = socialCard(path, socialCardEyebrows[kind], meta.title)
  return {
    path,
    title: pageTitle(meta.title),
    description: meta.description,
    keywords: meta.keywords,
    canonical: canonicalUrl(path),
    social: {
      type: kind === 'founder' ? 'profile' : 'website',
      title: pageTitle(meta.title),
      description: meta.description,
      image: socialCardImage(card),
      card,
    },
    structuredData: [...organisation, ...(structuredData?.() ?? [])],
  }
}

/**
 * The metadata of a page that is not an article, or `undefined` for any other path. It reads no
 * article, so a page's bundle that needs only its own metadata stays small.
 *
 * @example
 * staticPageMeta('/about')?.social.image.url // 'https://kookaburra-ai.example/social/about.png'
 */
export function staticPageMeta(path: string): PageMeta | undefined {
  const page = pages.find((definition) => definition.path === path)
  return page && definedPageMeta(page)
}

/**
 * An article page's metadata: its short title (the long headline stays the page's h1),
 * description, keywords, share card and JSON-LD. The hero image stays the article's in-page
 * picture; the share image is the card's PNG.
 */
export function articleMeta(article: Article): PageMeta {
  const path = articlePath(article)
  const card = socialCard(
    path,
    `${socialCardEyebrows.article} · ${article.category}`,
    article.seoTitle,
  )
  return {
    path,
    title: pageTitle(article.seoTitle),
    description: article.description,
    keywords: article.keywords,
    canonical: articleUrl(article),
    social: {
      type: 'article',
      title: pageTitle(article.seoTitle),
      description: article.description,
      image: socialCardImage(card),
      card,
    },
    structuredData: articleStructuredDataBlocks(article),
  }
}

/** Looks up a page's metadata by path. */
export type PageMetaLookup = (path: string) => PageMeta | undefined

/**
 * Builds the metadata lookup over the given articles: every routed path has metadata; any other
 * path gives `undefined` (the not-found page).
 */
export function createPageMetaLookup(articles: readonly Article[]): PageMetaLookup {
  const byPath = new Map<string, Article>(
    articles.map((article) => [articlePath(article), article]),
  )
  return (path) => {
    const article = byPath.get(path)
    return article ? articleMeta(article) : staticPageMeta(path)
  }
}

/** The metadata of every routed page, in route order; throws if a route has none. */
export function everyPageMeta(lookup: PageMetaLookup): PageMeta[] {
  return routes.map((route) => {
    const meta = lookup(route.path)
    if (!meta) throw new Error(`The route ${route.path} has no page metadata.`)
    return meta
  })
}

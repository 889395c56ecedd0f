import { articlePath } from '../blog/paths'
import type { Article } from '../blog/types'
import { coachingPage } from '../pages/coaching'
import { getStartedPage } from '../pages/get-started'
import { homeLazy } from '../pages/home-lazy'
import { routes } from '../routes'
import type { PageMeta } from '../schemas/meta'
import { pageTitle, site } from '../site'
import { articleStructuredDataBlocks, articleUrl } from '../structured-data/article'
import { faqPage } from '../structured-data/faq'
import type { JsonLd } from '../structured-data/json-ld'
import { professionalService } from '../structured-data/organisation'
import { founderPerson } from '../structured-data/person'
import {
  agentPackageProducts,
  courseProduct,
  programmeProduct,
  voicePlanProducts,
} from '../structured-data/products'
import { webSite } from '../structured-data/website'
import { pageMetaSources } from './pages'
import { socialCard, socialCardEyebrows, socialCardImage } from './social-card'

/** The JSON-LD each page adds after the organisation's block. */
const pageStructuredData: Readonly<Record<string, () => JsonLd[]>> = {
  '/': () => [webSite(), faqPage(homeLazy.faq.items)],
  '/blog': () => [webSite()],
  '/about': () => [founderPerson()],
  [site.founder.path]: () => [founderPerson()],
  '/ai-voice-agents-pricing': voicePlanProducts,
  '/ai-agent-pricing': agentPackageProducts,
  '/content-course': () => [courseProduct()],
  '/automate-to-dominate': () => [programmeProduct(), faqPage(coachingPage.faq.items)],
  '/get-started-with-ai': () => [faqPage(getStartedPage.faq.items)],
}

/** The canonical address of a path: the site origin plus the path (`/` for home). */
export function canonicalUrl(path: string): string {
  return `${site.origin}${path}`
}

/**
 * The metadata of a page that is not an article, or `undefined` for any other path. It reads no
 * article, so a page's bundle that needs only its own metadata stays small.
 *
 * @example
 * staticPageMeta('/about')?.social.image.url // 'https://kookaburra-ai.example/social/about.png'
 */
export function staticPageMeta(path: string): PageMeta | undefined {
  const source = pageMetaSources[path]
  const kind = routes.find((route) => route.path === path)?.kind
  if (!source || !kind) return undefined
  const organisation = source.organizationSchema === false ? [] : [professionalService()]
  const card = socialCard(path, socialCardEyebrows[kind], source.title)
  return {
    path,
    title: pageTitle(source.title),
    description: source.description,
    keywords: source.keywords,
    canonical: canonicalUrl(path),
    social: {
      type: kind === 'founder' ? 'profile' : 'website',
      title: pageTitle(source.title),
      description: source.description,
      image: socialCardImage(card),
      card,
    },
    structuredData: [...organisation, ...(pageStructuredData[path]?.() ?? [])],
  }
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
  const byPath = new Map(articles.map((article) => [articlePath(article), article]))
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

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

/** The social card image of pages without their own. */
export const defaultSocialImage = {
  url: `${site.origin}/images/social-card.png`,
  alt: `${site.brand}: AI voice agents and automation for Australian small businesses`,
  width: 1200,
  height: 630,
} as const

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

/** The metadata of a page that is not an article, or `undefined` for an unknown path. */
function staticPageMeta(path: string): PageMeta | undefined {
  const source = pageMetaSources[path]
  if (!source) return undefined
  const organisation = source.organizationSchema === false ? [] : [professionalService()]
  return {
    path,
    title: pageTitle(source.title),
    description: source.description,
    keywords: source.keywords,
    canonical: canonicalUrl(path),
    social: {
      type: path === site.founder.path ? 'profile' : 'website',
      title: pageTitle(source.title),
      description: source.description,
      image: defaultSocialImage,
    },
    structuredData: [...organisation, ...(pageStructuredData[path]?.() ?? [])],
  }
}

/**
 * An article page's metadata: its short title (the long headline stays the page's h1),
 * description, keywords, image and JSON-LD.
 */
export function articleMeta(article: Article): PageMeta {
  const image = article.hero.image
  return {
    path: `/blog/${article.slug}`,
    title: pageTitle(article.seoTitle),
    description: article.description,
    keywords: article.keywords,
    canonical: articleUrl(article),
    social: {
      type: 'article',
      title: pageTitle(article.seoTitle),
      description: article.description,
      image: {
        url: `${site.origin}${image.src}`,
        alt: image.alt,
        width: image.width,
        height: image.height,
      },
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
  const byPath = new Map(articles.map((article) => [`/blog/${article.slug}`, article]))
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

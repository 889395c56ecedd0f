import { type PageMeta, site } from '@org/content'
import type { MetaDescriptor } from 'react-router-dom'

/** JSON-LD as React Router's meta tags take it. */
type LdJsonObject = Extract<MetaDescriptor, { 'script:ld+json': unknown }>['script:ld+json']

/**
 * A page's metadata as a loader hands it over: plain JSON, so its deep schema.org types stay in
 * `@org/content` and out of the route's serialised loader data.
 */
export type HeadMeta = Omit<PageMeta, 'structuredData'> & { structuredData: LdJsonObject[] }

/** {@link HeadMeta} from the content's metadata. */
export function headMeta(meta: PageMeta): HeadMeta {
  // Every JSON-LD block is a plain JSON object; only its static type is richer.
  return { ...meta, structuredData: meta.structuredData as unknown as LdJsonObject[] }
}

/** Whether a route's loader data carries a page's metadata. */
export function hasHeadMeta(data: unknown): data is { meta: HeadMeta } {
  return typeof data === 'object' && data !== null && 'meta' in data
}

/** The locale every page declares to social networks. */
export const openGraphLocale = 'en_AU'

/**
 * A page's `<head>` tags from its metadata: title, description, keywords, canonical link, Open
 * Graph and Twitter card tags, and one JSON-LD script per structured-data block. React Router
 * renders them in the prerendered HTML and replaces them on client navigation.
 */
export function metaTags(meta: HeadMeta): MetaDescriptor[] {
  const { social } = meta
  return [
    { title: meta.title },
    { name: 'description', content: meta.description },
    { name: 'keywords', content: meta.keywords.join(', ') },
    { tagName: 'link', rel: 'canonical', href: meta.canonical },
    { property: 'og:type', content: social.type },
    { property: 'og:site_name', content: site.brand },
    { property: 'og:locale', content: openGraphLocale },
    { property: 'og:url', content: meta.canonical },
    { property: 'og:title', content: social.title },
    { property: 'og:description', content: social.description },
    { property: 'og:image', content: social.image.url },
    { property: 'og:image:width', content: String(social.image.width) },
    { property: 'og:image:height', content: String(social.image.height) },
    { property: 'og:image:alt', content: social.image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: social.title },
    { name: 'twitter:description', content: social.description },
    { name: 'twitter:image', content: social.image.url },
    { name: 'twitter:image:alt', content: social.image.alt },
    ...meta.structuredData.map((block) => ({ 'script:ld+json': block })),
  ]
}

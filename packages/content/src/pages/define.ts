import type { PageMetaSource } from '../schemas/meta'
import type { JsonLd } from '../structured-data/json-ld'

/** What a route renders; pages of one kind share a layout (and a route module in the site). */
export type PageKind =
  | 'home'
  | 'get-started'
  | 'about'
  | 'blog-index'
  | 'article'
  | 'course'
  | 'voice-pricing'
  | 'agent-pricing'
  | 'training'
  | 'coaching'
  | 'founder'
  | 'onboarding'
  | 'legal'

/** The kinds of page {@link definePage} declares (articles have `defineArticle`). */
export type DefinedPageKind = Exclude<PageKind, 'article'>

/** A page that is not an article, as {@link definePage} declares it. */
export interface PageDefinition<
  Path extends string = string,
  Content = unknown,
  Kind extends DefinedPageKind = DefinedPageKind,
> {
  /** Absolute path without a trailing slash (`/` for home). */
  path: Path
  /** Which layout renders it; `article` is for `defineArticle`. */
  kind: Kind
  /** Its title (without the company tag), description and keywords. */
  meta: PageMetaSource
  /** The JSON-LD it adds after the organisation's block (none unless given). */
  structuredData?: () => JsonLd[]
  /** Everything the page shows, handed to its route by the site's loader. */
  content: Content
}

/**
 * Declares a page that is not an article, once: the route table, the prerender list, the page's
 * head (title, description, share card, JSON-LD), its loader's data and the sitemap all read it,
 * once it is listed in `src/pages/registry.ts`.
 *
 * @example
 * export const about = definePage({
 *   path: '/about',
 *   kind: 'about',
 *   meta: { title: 'About Jordan Blake', description: '…', keywords: ['…', '…', '…'] },
 *   structuredData: () => [founderPerson()],
 *   content: aboutPage,
 * })
 */
/* @__NO_SIDE_EFFECTS__ */
export function definePage<const Path extends string, Content, const Kind extends DefinedPageKind>(
  page: PageDefinition<Path, Content, Kind>,
): PageDefinition<Path, Content, Kind> {
  return page
}

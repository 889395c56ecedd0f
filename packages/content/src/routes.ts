import { articleSlugs } from './blog/slugs.gen'
import type { ArticlePath } from './blog/types'
import type { PageKind } from './pages/define'
import { type PagePath, pages } from './pages/registry'

export type { PageKind } from './pages/define'
export type { PagePath } from './pages/registry'

/** Every routed path of the site: a page's or an article's. */
export type RoutePath = PagePath | ArticlePath

/** One row of the route table (docs/routes.md#route-table). */
export interface RouteRecord {
  /** Absolute path without a trailing slash (`/` for home). */
  path: RoutePath
  kind: PageKind
}

/**
 * Every routed path of the site, from the page registry and the generated list of article slugs
 * (no article text): each article right after the blog index. Any other path renders the
 * not-found page.
 */
export const routes: readonly RouteRecord[] = pages.flatMap(({ path, kind }) => [
  { path, kind },
  ...(kind === 'blog-index'
    ? articleSlugs.map((slug) => ({ path: `/blog/${slug}` as const, kind: 'article' as const }))
    : []),
])

/** Scroll targets on the home page (`/#services` and so on). */
export const homeAnchors = ['services', 'testimonials', 'contact'] as const

/** A scroll target on the home page. */
export type HomeAnchor = (typeof homeAnchors)[number]

/** Whether a path is one of the site's routes. */
export function isRoutedPath(path: string): path is RoutePath {
  return routes.some((route) => route.path === path)
}

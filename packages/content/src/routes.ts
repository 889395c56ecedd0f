import { articleSlugs } from './blog/slugs.gen'
import { site } from './site'

/** What a route renders; pages of one kind share a layout. */
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

/** One row of the route table (docs/routes.md#route-table). */
export interface RouteRecord {
  /** Absolute path without a trailing slash (`/` for home). */
  path: string
  kind: PageKind
}

/** Every routed path of the site; any other path renders the not-found page. */
export const routes: readonly RouteRecord[] = [
  { path: '/', kind: 'home' },
  { path: '/get-started-with-ai', kind: 'get-started' },
  { path: '/about', kind: 'about' },
  { path: '/blog', kind: 'blog-index' },
  // One per file in src/blog/articles/, read from the generated list of slugs (no article text).
  ...articleSlugs.map((slug) => ({ path: `/blog/${slug}`, kind: 'article' as const })),
  { path: '/content-course', kind: 'course' },
  { path: '/ai-voice-agents-pricing', kind: 'voice-pricing' },
  { path: '/ai-agent-pricing', kind: 'agent-pricing' },
  { path: '/ai-training', kind: 'training' },
  { path: '/automate-to-dominate', kind: 'coaching' },
  { path: site.founder.path, kind: 'founder' },
  { path: '/voiceagent-onboarding', kind: 'onboarding' },
  { path: '/privacy-policy', kind: 'legal' },
]

/** Scroll targets on the home page (`/#services` and so on). */
export const homeAnchors = ['services', 'testimonials', 'contact'] as const

/** Whether a path is one of the site's routes. */
export function isRoutedPath(path: string): boolean {
  return routes.some((route) => route.path === path)
}

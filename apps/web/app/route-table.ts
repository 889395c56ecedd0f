import type { PageKind } from '@org/content'

/** The route module that renders each kind of page; a new page of a known kind needs no entry. */
export const pageModules: Readonly<Record<PageKind, string>> = {
  home: 'routes/home.tsx',
  'get-started': 'routes/get-started.tsx',
  about: 'routes/about.tsx',
  'blog-index': 'routes/blog-index.tsx',
  article: 'routes/article.tsx',
  course: 'routes/course.tsx',
  'voice-pricing': 'routes/voice-pricing.tsx',
  'agent-pricing': 'routes/agent-pricing.tsx',
  training: 'routes/training.tsx',
  coaching: 'routes/coaching.tsx',
  founder: 'routes/founder.tsx',
  onboarding: 'routes/onboarding.tsx',
  legal: 'routes/legal.tsx',
}

/**
 * A route's id, from its path. Ids must be unique, and one module serves many paths (articles),
 * so the path names the route: `page:/blog/voice-ai-revolution`.
 */
export function routeId(path: string): string {
  return `page:${path}`
}

/**
 * The path the not-found page is prerendered at; the build moves its HTML to `404.html`, the
 * file static hosts serve for unknown paths.
 */
export const notFoundPrerenderPath = '/404'

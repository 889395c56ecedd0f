import { articles } from '../blog'
import type { PageMeta } from '../schemas/meta'
import { createPageMetaLookup, everyPageMeta } from './page-meta'

/**
 * The metadata of the page at a path (title with the company tag, description, keywords,
 * canonical, social card and JSON-LD), or `undefined` for a path that is not routed.
 *
 * @example
 * pageMeta('/ai-voice-agents-pricing')?.title // 'AI Voice Agents Pricing | Kookaburra AI'
 */
export const pageMeta = createPageMetaLookup(articles)

/** The metadata of every routed page, in route order, for the prerenderer and the sitemap. */
export function allPageMeta(): PageMeta[] {
  return everyPageMeta(pageMeta)
}

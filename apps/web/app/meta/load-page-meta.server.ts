import { pageMeta } from '@org/content'
import { type HeadMeta, headMeta } from './meta-tags'
import { pagePath } from './page-path'

/**
 * The loader of every page but the articles: the page's metadata, computed at build time so the
 * metadata of all pages never ships in the JavaScript of one.
 */
export function loadPageMeta({ url }: { url: URL }): { meta: HeadMeta } {
  const path = pagePath(url)
  const meta = pageMeta(path)
  if (!meta) throw new Error(`The page ${path} has no metadata in @org/content.`)
  return { meta: headMeta(meta) }
}

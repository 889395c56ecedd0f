import { pageMeta } from '@org/content'
import { type HeadMeta, headMeta } from './meta-tags'
import { pagePath } from './page-path'

/** What every page's loader hands its route: the page's head and its content record. */
export interface PageData<Page> {
  meta: HeadMeta
  page: Page
}

/**
 * The build-time loader of a page that is not an article: its metadata and its content record.
 * Both travel in the page's own HTML and `.data` file, so no page's JavaScript carries the text
 * or the metadata of a page, its own included.
 *
 * @example export const loader = pageLoader(aboutPage)
 */
export function pageLoader<Page>(page: Page) {
  return ({ url }: { url: URL }): PageData<Page> => {
    const path = pagePath(url)
    const meta = pageMeta(path)
    if (!meta) throw new Error(`The page ${path} has no metadata in @org/content.`)
    return { meta: headMeta(meta), page }
  }
}

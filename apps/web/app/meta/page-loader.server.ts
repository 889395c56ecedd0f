import { pageMeta } from '@org/content'
import type { WithIcons } from '../icons/icon-markup'
import { withIcons } from '../icons/icon-markup.server'
import { type HeadMeta, headMeta } from './meta-tags'
import { pagePath } from './page-path'

/** What every page's loader hands its route: the page's head and its content record. */
export interface PageData<Page> {
  meta: HeadMeta
  page: Page
}

/**
 * The build-time loader of a page that is not an article: its metadata, its content record, any
 * data the page works out from other records (`more`), and the drawings of the icons all of that
 * names (see `withIcons`). All of it travels in the page's own HTML and `.data` file, so no page's
 * JavaScript carries the text, the metadata or the icons of a page, its own included.
 *
 * @example export const loader = pageLoader(aboutPage)
 * @example export const loader = pageLoader(blogIndexPage, () => ({ cards: blogCardViews() }))
 */
export function pageLoader<Page, More extends object = Record<never, never>>(
  page: Page,
  more?: () => More,
) {
  return ({ url }: { url: URL }): PageData<Page> & More & WithIcons => {
    const path = pagePath(url)
    const meta = pageMeta(path)
    if (!meta) throw new Error(`The page ${path} has no metadata in @org/content.`)
    return withIcons({ meta: headMeta(meta), page, ...(more?.() as More) })
  }
}

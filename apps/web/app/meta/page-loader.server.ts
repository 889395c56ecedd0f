import { type DefinedPageKind, definedPageMeta, type PageOfKind, pageAt } from '@org/content'
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
 * The build-time loader of the pages of one kind (every kind but `article`): it finds the page
 * defined at the requested path in `@org/content`'s registry and returns its head, its content,
 * any data the page works out from other records (`more`), and the drawings of the icons all of
 * that names (see `withIcons`). All of it travels in the page's own HTML and `.data` file, so no
 * page's JavaScript carries the text, the metadata or the icons of a page, its own included.
 *
 * @example export const loader = pageLoader('about')
 * @example export const loader = pageLoader('blog-index', () => ({ cards: blogCardViews() }))
 */
export function pageLoader<
  Kind extends DefinedPageKind,
  More extends object = Record<never, never>,
>(kind: Kind, more?: () => More) {
  return ({ url }: { url: URL }): PageData<PageOfKind<Kind>['content']> & More & WithIcons => {
    const definition = pageAt(pagePath(url), kind)
    // `pageAt` checked the kind; TypeScript cannot narrow a union by a generic parameter.
    const page = definition.content as PageOfKind<Kind>['content']
    return withIcons({
      meta: headMeta(definedPageMeta(definition)),
      page,
      ...(more?.() as More),
    })
  }
}

import type { Article } from '@org/content'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { blockIcon } from './block-icons'
import type { IconMarkup } from './icon-markup'

/**
 * Draws the icons an article uses at build time, so the article page ships their markup in its
 * own data instead of every icon any article might name in its JavaScript.
 */
export function articleIconMarkup(article: Article): IconMarkup {
  const names = new Set(
    article.sections.flatMap((section) =>
      section.blocks.flatMap((block) =>
        block.type === 'cards' ? block.items.flatMap((item) => item.icon ?? []) : [],
      ),
    ),
  )
  return Object.fromEntries(
    [...names].map((name) => [
      name,
      renderToStaticMarkup(
        createElement(blockIcon(name), {
          strokeWidth: 2,
          className: 'size-5',
          'aria-hidden': true,
        }),
      ),
    ]),
  )
}

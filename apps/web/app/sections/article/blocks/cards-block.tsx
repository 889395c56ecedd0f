import type { ArticleBlock } from '@org/content'
import { RichText } from '../../../shell/rich-text'
import type { IconMarkup } from '../icon-markup'

/** Feature cards: icon, title and a sentence each, two to a row from the small breakpoint. */
export function CardsBlock({
  block,
  icons,
}: {
  block: Extract<ArticleBlock, { type: 'cards' }>
  /** The icons' markup, drawn at build time. */
  icons: IconMarkup
}) {
  return (
    <ul data-block="cards" className="my-8 grid list-none gap-4 p-0 sm:grid-cols-2">
      {block.items.map((item) => {
        return (
          <li
            key={item.title}
            className="mt-0 flex flex-col gap-3 rounded-card border border-border bg-surface-raised p-5 pl-5 shadow-card sm:last:odd:col-span-2"
          >
            <span
              aria-hidden="true"
              className="flex size-11 items-center justify-center rounded-control bg-primary-soft text-primary"
              // Our own icon markup, drawn from lucide at build time; no visitor text.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: build-time SVG of a named icon
              dangerouslySetInnerHTML={{ __html: (item.icon && icons[item.icon]) || fallbackIcon }}
            />
            <h3 className="m-0 text-lg font-bold text-ink">{item.title}</h3>
            <p className="m-0 text-base text-ink-muted">
              <RichText text={item.text} />
            </p>
          </li>
        )
      })}
    </ul>
  )
}

/** A light bulb, for a card without an icon. */
const fallbackIcon =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-5" aria-hidden="true"><path d="M15 14c.2-1 .7-1.7 1.5-2.5 1-.9 1.5-2.2 1.5-3.5A6 6 0 0 0 6 8c0 1 .2 2.2 1.5 3.5.7.7 1.3 1.5 1.5 2.5"/><path d="M9 18h6"/><path d="M10 22h4"/></svg>'

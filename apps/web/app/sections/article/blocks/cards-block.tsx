import type { ArticleBlock } from '@org/content'
import { RichText } from '../../../shell/rich-text'
import { blockIcon } from '../block-icons'

/** Feature cards: icon, title and a sentence each, two to a row from the small breakpoint. */
export function CardsBlock({ block }: { block: Extract<ArticleBlock, { type: 'cards' }> }) {
  return (
    <ul data-block="cards" className="my-8 grid list-none gap-4 p-0 sm:grid-cols-2">
      {block.items.map((item) => {
        const Icon = blockIcon(item.icon)
        return (
          <li
            key={item.title}
            className="mt-0 flex flex-col gap-3 rounded-card border border-border bg-surface-raised p-5 pl-5 shadow-card sm:last:odd:col-span-2"
          >
            <span
              aria-hidden="true"
              className="flex size-11 items-center justify-center rounded-control bg-primary-soft text-primary"
            >
              <Icon strokeWidth={2} className="size-5" />
            </span>
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

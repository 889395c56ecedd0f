import type { ArticleBlock, IconName } from '@org/content'
import { IconTile } from '@org/ui'
import { ContentIcon } from '../../../icons/content-icon'
import { RichText } from '../../../shell/rich-text'

/** Feature cards: icon, title and a sentence each, two to a row from the small breakpoint. */
export function CardsBlock({ block }: { block: Extract<ArticleBlock, { type: 'cards' }> }) {
  return (
    <ul data-block="cards" className="my-8 grid list-none gap-4 p-0 sm:grid-cols-2">
      {block.items.map((item) => {
        return (
          <li
            key={item.title}
            className="mt-0 flex flex-col gap-3 rounded-card border border-border bg-surface-raised p-5 pl-5 shadow-card sm:last:odd:col-span-2"
          >
            <IconTile className="size-11">
              <ContentIcon name={item.icon ?? cardWithoutIcon} className="size-5" />
            </IconTile>
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

/** The icon of a card whose content names none: a light bulb. */
export const cardWithoutIcon = 'Lightbulb' satisfies IconName

import type { FeatureCard } from '@org/content'
import { cn, IconTile } from '@org/ui'
import { ContentIcon } from '../../icons/content-icon'
import { RichText } from '../../shell/rich-text'

/** Props of {@link IconCardGrid}. */
export interface IconCardGridProps {
  items: readonly FeatureCard[]
  /** Three across from 1024 px, or four. */
  columns?: 3 | 4
  /** Numbers the cards (an ordered list), e.g. the topics of a curriculum. */
  numbered?: boolean
}

/** Cards of an icon, a title and a sentence: benefits, lessons, topics. */
export function IconCardGrid({ items, columns = 3, numbered = false }: IconCardGridProps) {
  const List = numbered ? 'ol' : 'ul'
  return (
    <List
      className={cn(
        'grid gap-6 sm:grid-cols-2',
        columns === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4',
      )}
    >
      {items.map((item, index) => (
        <li
          key={item.title}
          className="relative flex flex-col gap-4 rounded-card border border-border bg-surface-raised p-6 shadow-card"
        >
          {numbered ? (
            <span
              aria-hidden="true"
              className="absolute top-6 right-6 text-sm font-bold text-ink-muted tabular-nums"
            >
              {String(index + 1).padStart(2, '0')}
            </span>
          ) : null}
          <IconTile>
            <ContentIcon name={item.icon} className="size-6" />
          </IconTile>
          <h3 className="text-lg font-bold">{item.title}</h3>
          <p className="text-ink-muted">
            <RichText text={item.description} />
          </p>
        </li>
      ))}
    </List>
  )
}

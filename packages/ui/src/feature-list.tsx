import { CheckIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from './cn'

/** One entry of a {@link FeatureList}: a line of text, or a title with a sentence under it. */
export type FeatureListItem = ReactNode | { title: ReactNode; description: ReactNode }

/** Props of {@link FeatureList}. */
export interface FeatureListProps {
  /** The features, in order. */
  items: readonly FeatureListItem[]
  /** Two columns from 768 px up. */
  columns?: 1 | 2
  /** Extra classes for the list. */
  className?: string
}

function isDetailed(item: FeatureListItem): item is { title: ReactNode; description: ReactNode } {
  return typeof item === 'object' && item !== null && 'title' in item && 'description' in item
}

/**
 * A ticked list of what is included or what the visitor gets. The ticks are decoration; the list
 * itself says "list, n items" to screen readers.
 *
 * @example <FeatureList items={['Answers every call, 24/7', 'Books jobs into your calendar']} />
 */
export function FeatureList({ items, columns = 1, className }: FeatureListProps) {
  return (
    <ul className={cn('grid gap-3', columns === 2 && 'md:grid-cols-2 md:gap-x-8', className)}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items are plain content with no id; their order is their identity
        <li key={index} className="flex gap-3">
          <span className="mt-1 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
            <CheckIcon aria-hidden="true" className="size-3.5" strokeWidth={2} />
          </span>
          {isDetailed(item) ? (
            <span>
              <span className="block font-semibold">{item.title}</span>
              <span className="block text-ink-muted">{item.description}</span>
            </span>
          ) : (
            <span>{item}</span>
          )}
        </li>
      ))}
    </ul>
  )
}

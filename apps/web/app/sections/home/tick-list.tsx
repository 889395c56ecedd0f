import { cn } from '@org/ui'
import { CheckIcon } from 'lucide-react'

/** Props of {@link TickList}. */
export interface TickListProps {
  items: readonly string[]
  /**
   * `inclusions`: small ticks under a rule, for what a card includes. `points`: ticks in round
   * badges, for a section's few main reasons; `badge` sets the badge's fill.
   */
  look?: 'inclusions' | 'points'
  badge?: 'primary' | 'accent'
  className?: string
}

/**
 * A list of what an offer includes or why it is worth it, each item after a tick. The ticks are
 * decoration; the list says "list, n items" to screen readers.
 */
export function TickList({
  items,
  look = 'inclusions',
  badge = 'primary',
  className,
}: TickListProps) {
  const points = look === 'points'
  return (
    <ul
      className={cn(
        points
          ? 'flex flex-col gap-3.5'
          : 'mt-5 flex flex-col gap-2.5 border-t border-border pt-5 text-sm',
        className,
      )}
    >
      {items.map((item) => (
        <li key={item} className={cn('flex items-start', points ? 'gap-3' : 'gap-2.5')}>
          {points ? (
            <span
              aria-hidden="true"
              className={cn(
                'mt-0.5 grid size-6 shrink-0 place-items-center rounded-full',
                badge === 'accent' ? 'bg-accent text-ink' : 'bg-primary text-on-primary',
              )}
            >
              <CheckIcon strokeWidth={3} className="size-3.5" />
            </span>
          ) : (
            <CheckIcon
              aria-hidden="true"
              strokeWidth={2.5}
              className="mt-0.5 size-4 shrink-0 text-primary"
            />
          )}
          {item}
        </li>
      ))}
    </ul>
  )
}

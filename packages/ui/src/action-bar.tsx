import type { ComponentProps } from 'react'
import { cn } from './cn'

/** Props of {@link ActionBar}. */
export interface ActionBarProps extends ComponentProps<'section'> {
  /** The region's accessible name, e.g. "Quick actions". */
  label: string
}

/**
 * A slim bar pinned to the bottom of a phone's screen with the page's two actions, for a reader
 * far down a long page. It appears once the first screen (the hero) has scrolled away, drawn by
 * a scroll-driven CSS animation, so it costs no script and no work while scrolling; browsers
 * without scroll timelines never show it. It is hidden from 768 px, where the header's actions
 * stay in view, and while a dialog (the menu, the voice chat) holds the page. Under reduced
 * motion it appears without sliding.
 *
 * @example
 * <ActionBar label="Quick actions"><Button>Talk To Agent</Button><a href="tel:+61…">Call</a></ActionBar>
 */
export function ActionBar({ label, className, children, ...props }: ActionBarProps) {
  return (
    <section
      aria-label={label}
      data-part="action-bar"
      className={cn(
        'action-bar fixed inset-x-0 bottom-0 z-30 flex gap-3 border-t border-border bg-surface-raised/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-raised backdrop-blur md:hidden',
        '[&>*]:flex-1',
        className,
      )}
      {...props}
    >
      {children}
    </section>
  )
}

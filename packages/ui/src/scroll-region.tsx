import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { cn } from './cn'

/** Props of {@link ScrollRegion}. */
export interface ScrollRegionProps {
  /** What scrolls, e.g. a wide table. */
  children: ReactNode
  /** Accessible name of the region; use `labelledBy` instead when a visible title names it. */
  label?: string
  /** Id of the element that names the region, such as the table's title above it. */
  labelledBy?: string
  /**
   * Which edges fade while more content lies beyond them. `end` suits a table whose first column
   * is pinned: the pinned column casts its own shadow instead of a fade on the left.
   */
  fade?: 'both' | 'end'
  /** Extra classes for the outer frame (borders, radius, background). */
  className?: string
  /** Extra classes for the scrolling element. */
  scrollClassName?: string
}

/** How far from an edge, in CSS pixels, still counts as being at it (sub-pixel scroll positions). */
const EDGE_PX = 2

/**
 * A box that scrolls sideways on its own when its content is wider than the screen, instead of
 * making the whole page scroll. It is a focusable, named region, so keyboard users can scroll it
 * with the arrow keys (WCAG 2.1.1), and a soft fade at an edge shows there is more to see. The
 * scrolling element is positioned, so visually hidden text inside stays inside.
 *
 * The fades take the colour in `--scroll-fade` (the raised surface by default); set it to the
 * background behind the content, e.g. `[--scroll-fade:var(--color-surface)]`.
 *
 * The frame carries `data-scrolled` (moved away from the start) and `data-more` (more beyond the
 * end) for children that react to scrolling, e.g. `group-data-[scrolled=true]/scroll:shadow-...`.
 *
 * @example
 * <ScrollRegion labelledBy="plans-title"><table aria-labelledby="plans-title">...</table></ScrollRegion>
 */
export function ScrollRegion({
  children,
  label,
  labelledBy,
  fade = 'both',
  className,
  scrollClassName,
}: ScrollRegionProps) {
  const ref = useRef<HTMLElement>(null)
  const [edges, setEdges] = useState({ scrolled: false, more: false })

  const measure = useCallback(() => {
    const box = ref.current
    if (!box) return
    const scrolled = box.scrollLeft > EDGE_PX
    const more = box.scrollLeft + box.clientWidth < box.scrollWidth - EDGE_PX
    setEdges((last) =>
      last.scrolled === scrolled && last.more === more ? last : { scrolled, more },
    )
  }, [])

  useEffect(() => {
    const box = ref.current
    measure()
    if (!box || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    if (box.firstElementChild) observer.observe(box.firstElementChild)
    return () => observer.disconnect()
  }, [measure])

  const fadeClassName =
    'pointer-events-none absolute inset-y-0 z-20 w-10 from-(--scroll-fade) to-transparent transition-opacity duration-(--duration-fast) motion-reduce:transition-none'
  return (
    <div
      data-scrolled={edges.scrolled}
      data-more={edges.more}
      className={cn(
        'group/scroll relative min-w-0 overflow-hidden [--scroll-fade:var(--color-surface-raised)]',
        className,
      )}
    >
      <section
        ref={ref}
        aria-label={label}
        aria-labelledby={labelledBy}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard user must be able to scroll the content when it overflows (WCAG 2.1.1)
        tabIndex={0}
        onScroll={measure}
        className={cn(
          'relative overflow-x-auto overscroll-x-contain rounded-[inherit]',
          'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus',
          scrollClassName,
        )}
      >
        {children}
      </section>
      {fade === 'both' ? (
        <span
          aria-hidden="true"
          data-fade="start"
          className={cn(fadeClassName, 'left-0 bg-linear-to-r', !edges.scrolled && 'opacity-0')}
        />
      ) : null}
      <span
        aria-hidden="true"
        data-fade="end"
        className={cn(fadeClassName, 'right-0 bg-linear-to-l', !edges.more && 'opacity-0')}
      />
    </div>
  )
}

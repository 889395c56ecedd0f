import { PauseIcon, PlayIcon } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { cn } from './cn'

/** Props of {@link Marquee}. */
export interface MarqueeProps {
  /** The entries, e.g. {@link StatCard}s with `tone="plain"`. Each needs a unique `key`. */
  items: readonly { key: string; content: ReactNode }[]
  /** Names the strip for screen readers, e.g. "Results at a glance". */
  label: string
  /** Name of the pause button, a toggle (`aria-pressed` while the strip is stopped). */
  pauseLabel?: string
  /** Extra classes for the strip. */
  className?: string
}

/**
 * The stat strip. From 768 px up the entries scroll sideways in a seamless 15-second loop that
 * pauses while the pointer is over it or focus is inside it, and a button stops it for good
 * (WCAG 2.2.2). Below 768 px, and whenever the visitor prefers reduced motion, the entries sit
 * still: a compact two-column grid on phones (an odd last entry spans both), wrapped on wider
 * screens. The loop's second copy is hidden from
 * assistive technology and unreachable by keyboard, so each entry is read once.
 *
 * @example
 * <Marquee label="Results at a glance" items={stats.map((s) => ({ key: s.label, content: <StatCard tone="plain" {...s} /> }))} />
 */
export function Marquee({
  items,
  label,
  pauseLabel = 'Pause the moving strip',
  className,
}: MarqueeProps) {
  const [stopped, setStopped] = useState(false)
  const [pointerOver, setPointerOver] = useState(false)
  const entries = (copy: 'first' | 'second') =>
    items.map((item) => (
      <li
        key={`${copy}-${item.key}`}
        className="min-w-0 shrink-0 rounded-control bg-surface-raised/80 p-4 shadow-card md:rounded-none md:bg-transparent md:p-0 md:shadow-none"
      >
        {item.content}
      </li>
    ))
  return (
    <section
      aria-label={label}
      data-stopped={stopped}
      data-paused={stopped || pointerOver}
      onPointerEnter={() => setPointerOver(true)}
      onPointerLeave={() => setPointerOver(false)}
      className={cn('group relative md:pr-14', className)}
    >
      {/* Soft edges on wide screens, so entries slide in and out instead of being cut off. */}
      <div className="md:overflow-hidden md:[mask-image:linear-gradient(to_right,transparent,black_2rem,black_calc(100%-2rem),transparent)]">
        <div
          data-marquee-track=""
          className={cn(
            'md:flex md:w-max md:animate-marquee',
            'md:group-focus-within:[animation-play-state:paused]',
            'md:group-data-[paused=true]:[animation-play-state:paused]',
            'motion-reduce:md:w-auto motion-reduce:md:animate-none',
          )}
        >
          <ul
            className={cn(
              'grid grid-cols-2 gap-3 max-md:[&>li:last-child:nth-child(odd)]:col-span-2',
              'md:flex md:gap-12 md:pr-12 motion-reduce:md:flex-wrap',
            )}
          >
            {entries('first')}
          </ul>
          <ul
            aria-hidden="true"
            inert
            className="hidden gap-12 pr-12 md:flex motion-reduce:md:hidden"
          >
            {entries('second')}
          </ul>
        </div>
      </div>
      <button
        type="button"
        aria-pressed={stopped}
        aria-label={pauseLabel}
        onClick={() => setStopped((value) => !value)}
        className={cn(
          'absolute top-1/2 right-0 hidden size-11 -translate-y-1/2 items-center justify-center md:inline-flex',
          'rounded-full bg-surface-raised text-ink shadow-card hover:bg-muted motion-reduce:md:hidden',
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        )}
      >
        {stopped ? (
          <PlayIcon aria-hidden="true" className="size-5" strokeWidth={2} />
        ) : (
          <PauseIcon aria-hidden="true" className="size-5" strokeWidth={2} />
        )}
      </button>
    </section>
  )
}

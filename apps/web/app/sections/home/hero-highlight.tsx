import { cn, useReducedMotion } from '@org/ui'
import { useEffect, useState } from 'react'

/** How often the hero's highlighted word changes (docs/constants.md#interface: every 2 s). */
export const highlightIntervalMs = 2000

/**
 * The index of the word to show: moves on every `intervalMs`, and stays on the first word for
 * visitors who prefer reduced motion.
 */
export function useHighlightCycle(count: number, intervalMs = highlightIntervalMs): number {
  const [index, setIndex] = useState(0)
  const reducedMotion = useReducedMotion()
  useEffect(() => {
    if (reducedMotion || count < 2) return
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs)
    return () => clearInterval(timer)
  }, [reducedMotion, count, intervalMs])
  return reducedMotion ? 0 : index
}

const word = cn(
  '[grid-area:1/1] justify-self-start rounded-[0.12em] px-[0.06em] -mx-[0.06em]',
  // A gold marker stroke across the lower part of the word (app.css).
  'highlight-marker',
  'transition-[opacity,translate] ease-(--ease-standard) motion-reduce:transition-none',
)
// The old word drops away quickly; the new one rises in just after it has gone, so the two
// never blur into each other.
const shown = 'translate-y-0 opacity-100 delay-150 duration-400'
const hidden = 'translate-y-[0.3em] opacity-0 duration-150'

/**
 * The headline's last word, swapping between the content's words every 2 s: the old word drops
 * away and the new one rises into its place. The first word is real text, so the heading reads (and is indexed) the same at every
 * moment; the others are drawn from a `data-` attribute by CSS and hidden from assistive
 * technology. The words share one grid cell, so the line never reflows as they change.
 */
export function HeroHighlight({ words }: { words: readonly string[] }) {
  const index = useHighlightCycle(words.length)
  const [first = '', ...others] = words
  return (
    <span data-highlight={index} className="inline-grid text-primary">
      <span className={cn(word, index === 0 ? shown : hidden)}>{first}</span>
      {others.map((other, position) => (
        <span
          key={other}
          aria-hidden="true"
          data-word={other}
          className={cn(
            word,
            'before:content-[attr(data-word)]',
            index === position + 1 ? shown : hidden,
          )}
        />
      ))}
    </span>
  )
}

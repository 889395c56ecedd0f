import { cn, useReducedMotion } from '@org/ui'
import { type RefObject, useEffect, useRef, useState } from 'react'

/** How often the hero's highlighted word changes (docs/constants.md#interface: every 2 s). */
export const highlightIntervalMs = 2000

/**
 * The index of the word to show, and the ref of the element whose visibility runs it. Each time
 * the element comes into view the words play one round, one every `intervalMs`, and come back to
 * the first: with two words that is 4 s, within the 5 s WCAG allows moving content without a
 * pause control, and nothing moves while the visitor reads on below. Off screen, and for
 * visitors who prefer reduced motion, the first word stays.
 *
 * The element is held in a ref, not in state: a state update from a ref callback would re-render
 * the headline synchronously inside the commit that hydrates the page, lengthening that task.
 */
export function useHighlightCycle(
  count: number,
  intervalMs = highlightIntervalMs,
): { ref: RefObject<HTMLSpanElement | null>; index: number } {
  const [index, setIndex] = useState(0)
  const ref = useRef<HTMLSpanElement>(null)
  const reducedMotion = useReducedMotion()
  useEffect(() => {
    const target = ref.current
    if (reducedMotion || count < 2 || !target) return
    let timer: ReturnType<typeof setInterval> | undefined
    const play = () => {
      let swaps = 0
      timer = setInterval(() => {
        swaps += 1
        setIndex(swaps % count)
        if (swaps >= count) clearInterval(timer)
      }, intervalMs)
    }
    // Measured now rather than on the observer's first report, so the round starts with the
    // page, not a frame later.
    const box = target.getBoundingClientRect()
    let visible = box.bottom > 0 && box.top < window.innerHeight
    if (visible) play()
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry || entry.isIntersecting === visible) return
      visible = entry.isIntersecting
      clearInterval(timer)
      setIndex(0)
      if (visible) play()
    })
    observer.observe(target)
    return () => {
      observer.disconnect()
      clearInterval(timer)
    }
  }, [reducedMotion, count, intervalMs])
  return { ref, index: reducedMotion ? 0 : index }
}

export const wordClassName = [
  '[grid-area:1/1] justify-self-start rounded-[0.12em] px-[0.06em] -mx-[0.06em]',
  // A gold marker stroke across the lower part of the word (app.css).
  'highlight-marker',
  'transition-[opacity,translate] ease-(--ease-standard) motion-reduce:transition-none',
].join(' ')
// The old word drops away quickly; the new one rises in just after it has gone, so the two
// never blur into each other.
const shown = 'translate-y-0 opacity-100 delay-150 duration-400'
const hidden = 'translate-y-[0.3em] opacity-0 duration-150'

/**
 * The headline's last word, swapping between the content's words every 2 s for one round each
 * time it comes into view: the old word drops away and the new one rises into its place. The first word is real text, so the heading reads (and is indexed) the same at every
 * moment; the others are drawn from a `data-` attribute by CSS and hidden from assistive
 * technology. The words share one grid cell, so the line never reflows as they change.
 */
export function HeroHighlight({ words }: { words: readonly string[] }) {
  const { ref, index } = useHighlightCycle(words.length)
  const [first = '', ...others] = words
  return (
    <span ref={ref} data-highlight={index} className="inline-grid text-primary">
      <span className={cn(wordClassName, index === 0 ? shown : hidden)}>{first}</span>
      {others.map((other, position) => (
        <span
          key={other}
          aria-hidden="true"
          data-word={other}
          className={cn(
            wordClassName,
            'before:content-[attr(data-word)]',
            index === position + 1 ? shown : hidden,
          )}
        />
      ))}
    </span>
  )
}

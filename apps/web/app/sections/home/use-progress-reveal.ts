import { useReducedMotion } from '@org/ui'
import { type RefObject, useLayoutEffect, useState } from 'react'

/**
 * `done` shows a progression complete; `armed` holds it at the start until it scrolls into view,
 * then it becomes `done` and CSS transitions play it through.
 */
export type ProgressPhase = 'armed' | 'done'

/**
 * Plays a progression (the seven steps lighting up in turn, the demo call replaying) once, when
 * it first scrolls a quarter into the viewport. It starts `done` and stays so in the prerendered
 * HTML, under reduced motion, and when its content is already in view as it mounts, so nobody
 * ever sees content fade out.
 *
 * `content` is the part whose visibility at mount decides that (the whole `target` by default):
 * the demo call still plays when only its header had come into view, since the lines it would
 * hide had not.
 */
export function useProgressReveal(
  target: RefObject<Element | null>,
  content: RefObject<Element | null> = target,
): ProgressPhase {
  const reducedMotion = useReducedMotion()
  const [phase, setPhase] = useState<ProgressPhase>('done')

  // A layout effect: the armed state applies before the first paint, so nothing flashes.
  useLayoutEffect(() => {
    const element = target.current
    const shown = content.current
    if (reducedMotion || !element || !shown || typeof IntersectionObserver === 'undefined') return
    const { top, bottom } = shown.getBoundingClientRect()
    if (top < window.innerHeight && bottom > 0) return
    setPhase('armed')
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        setPhase('done')
        observer.disconnect()
      },
      { rootMargin: '0px 0px -25% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [reducedMotion, target, content])

  return reducedMotion ? 'done' : phase
}

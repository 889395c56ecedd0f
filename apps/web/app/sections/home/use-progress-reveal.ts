import { useReducedMotion } from '@org/ui'
import { type RefObject, useLayoutEffect, useState } from 'react'

/**
 * `done` shows a progression complete; `armed` holds it at the start until it scrolls into view,
 * then it becomes `done` and CSS transitions play it through.
 */
export type ProgressPhase = 'armed' | 'done'

/**
 * Plays a progression (the seven steps lighting up in turn) once, when it first scrolls a
 * quarter into the viewport. It starts `done` and stays so in the prerendered HTML, under reduced
 * motion, and when it mounts already in view, so nobody ever sees content fade out.
 */
export function useProgressReveal(target: RefObject<Element | null>): ProgressPhase {
  const reducedMotion = useReducedMotion()
  const [phase, setPhase] = useState<ProgressPhase>('done')

  // A layout effect: the armed state applies before the first paint, so nothing flashes.
  useLayoutEffect(() => {
    const element = target.current
    if (reducedMotion || !element || typeof IntersectionObserver === 'undefined') return
    const { top, bottom } = element.getBoundingClientRect()
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
  }, [reducedMotion, target])

  return reducedMotion ? 'done' : phase
}

import { LAZY_ROOT_MARGIN } from '@org/ui'

/** Stops a trigger that has not fired yet. */
export type Cancel = () => void

/**
 * When a deferred section mounts:
 * - `near`: once it comes within 200 px of the viewport;
 * - `wide-or-first-use`: at once from 768 px up; on narrower screens at the visitor's first
 *   scroll, tap or key press, or after 2 s without one;
 * - `now`: straight away.
 */
export type MountWhen = 'near' | 'wide-or-first-use' | 'now'

/** How long a narrow screen waits for a first scroll, tap or key press before mounting anyway. */
export const idleMountDelayMs = 2000

/** The layout's desktop breakpoint (768 px at the default font size), as Tailwind's `md`. */
export const wideScreenQuery = '(min-width: 48rem)'

/** Calls `run` once `element` comes within 200 px of the viewport. */
export function whenNear(element: Element, run: () => void): Cancel {
  if (typeof IntersectionObserver === 'undefined') {
    run()
    return () => {}
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) run()
    },
    { rootMargin: LAZY_ROOT_MARGIN },
  )
  observer.observe(element)
  return () => observer.disconnect()
}

/** What counts as the visitor starting to use the page: a scroll, a tap or a key press. */
const firstUseEvents = ['scroll', 'pointerdown', 'touchstart', 'keydown'] as const

/** Calls `run` at the first scroll, tap or key press, or after `idleMs` without one. */
export function whenFirstUseOrIdle(run: () => void, idleMs = idleMountDelayMs): Cancel {
  const options = { capture: true, passive: true } as const
  const cancel = () => {
    clearTimeout(timer)
    for (const type of firstUseEvents) window.removeEventListener(type, fire, options)
  }
  const fire = () => {
    cancel()
    run()
  }
  const timer = setTimeout(fire, idleMs)
  for (const type of firstUseEvents) window.addEventListener(type, fire, options)
  return cancel
}

/** Arms the trigger `when` for `element`; returns its canceller. */
export function armMountTrigger(when: MountWhen, element: Element, run: () => void): Cancel {
  switch (when) {
    case 'now':
      run()
      return () => {}
    case 'near':
      return whenNear(element, run)
    case 'wide-or-first-use':
      if (window.matchMedia(wideScreenQuery).matches) {
        run()
        return () => {}
      }
      return whenFirstUseOrIdle(run)
  }
}

/**
 * Holds a click on a button of a section whose code has not wired its buttons yet (the
 * prerendered HTML): the click is stopped and `hold` gets the button's index among the section's
 * buttons, so it can be replayed once the section has mounted. Links are left alone; they work
 * as they are.
 */
export function holdEarlyClicks(element: Element, hold: (buttonIndex: number) => void): Cancel {
  const onClick = (event: Event) => {
    // Only the visitor's own clicks; a replayed one goes through.
    if (!event.isTrusted) return
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (!button || !element.contains(button)) return
    event.preventDefault()
    event.stopPropagation()
    hold([...element.querySelectorAll('button')].indexOf(button))
  }
  element.addEventListener('click', onClick, true)
  return () => element.removeEventListener('click', onClick, true)
}

/** How long the browser may wait for an idle moment before deferred work starts anyway. */
const idleTimeoutMs = 2000

/** Runs `run` when the browser is next idle (or after a short timeout); returns a canceller. */
export function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: idleTimeoutMs })
    return () => window.cancelIdleCallback(id)
  }
  const id = setTimeout(run, idleTimeoutMs)
  return () => clearTimeout(id)
}

/** What tells us a visitor is about to use the page. */
const interactionEvents = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
] as const

let started: Promise<void> | undefined

/**
 * Resolves once the page has started: when the browser is first idle after loading, or at the
 * visitor's first interaction, whichever comes first. During prerendering it resolves at once.
 */
export function afterStartup(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve()
  started ??= new Promise((resolve) => {
    const start = () => {
      for (const type of interactionEvents) window.removeEventListener(type, start, true)
      cancelIdle()
      resolve()
    }
    for (const type of interactionEvents) {
      window.addEventListener(type, start, { capture: true, passive: true })
    }
    const cancelIdle = whenIdle(start)
  })
  return started
}

/**
 * Wraps a dynamic import so it starts only after the page has started ({@link afterStartup}), for
 * `lazy()` components whose prerendered HTML can wait for its code: their markup shows from the
 * first paint, links in it work as plain links, and React hydrates them once the code arrives,
 * so they never hold up the page's own hydration.
 *
 * @example const Header = lazy(afterStartupImport(() => import('./header')))
 */
export function afterStartupImport<Module>(load: () => Promise<Module>): () => Promise<Module> {
  return () => afterStartup().then(load)
}

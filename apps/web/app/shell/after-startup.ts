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
let markHydrated: (() => void) | undefined
const hydrated =
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        markHydrated = resolve
      })

/**
 * Tells deferred work that React has hydrated the whole document. Called once from the root
 * route's effect, which runs after every other part of the first commit.
 */
export function signalHydrated(): void {
  markHydrated?.()
}

/**
 * Resolves once the page has started: React has hydrated the document, and the browser has been
 * idle or the visitor has interacted, whichever comes first. During prerendering it resolves at
 * once. Waiting for hydration matters: a chunk loaded earlier adds its preload and stylesheet
 * links to `<head>` while React is still hydrating it, and React then rejects the head as not
 * matching the prerendered HTML (error #418).
 */
export function afterStartup(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve()
  started ??= new Promise((resolve) => {
    let cancelIdle = () => {}
    let begun = false
    const start = () => {
      if (begun) return
      begun = true
      for (const type of interactionEvents) window.removeEventListener(type, start, true)
      cancelIdle()
      // A visitor may interact before hydration ends; the load still waits for it.
      void hydrated.then(() => resolve())
    }
    for (const type of interactionEvents) {
      window.addEventListener(type, start, { capture: true, passive: true })
    }
    void hydrated.then(() => {
      if (!begun) cancelIdle = whenIdle(start)
    })
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

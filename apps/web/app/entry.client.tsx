import { startTransition } from 'react'
import { loadRouteParts } from './startup/route-part'
import { showStartupFailure } from './startup/show-startup-failure'
import { rootElementId, startupMessages } from './startup/startup-messages'

/**
 * Resolves once the browser has painted the page's first text or picture (its first contentful
 * paint), or at once where it cannot say: a hidden tab paints nothing until it is shown, and a
 * browser without paint timing gives no signal to wait for.
 */
function afterFirstContentfulPaint(): Promise<void> {
  const name = 'first-contentful-paint'
  return new Promise((resolve) => {
    if (
      document.visibilityState === 'hidden' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint') ||
      performance.getEntriesByName(name).length > 0
    ) {
      resolve()
      return
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName(name).length === 0) return
      observer.disconnect()
      resolve()
    })
    observer.observe({ type: 'paint', buffered: true })
  })
}

/**
 * Starts the app on the prerendered page. Without the root element there is nothing to hydrate,
 * so the body says so; a failure React cannot show in the page's error boundary, or React's
 * renderer failing to load, shows the startup error with its text instead of a blank page.
 */
async function start(): Promise<void> {
  if (!document.getElementById(rootElementId)) {
    showStartupFailure(startupMessages.missingRoot)
    return
  }
  const fail = (error: unknown) => showStartupFailure(startupMessages.renderFailed, error)
  try {
    // Before the paint a page runs only its route modules, which declare their components as
    // parts (`startup/route-part.ts`), React and this entry. React's renderer, the router and the
    // page's components are fetched once the prerendered page is on screen, so they take nothing
    // from the stylesheet, the typeface and the hero picture, which the first paint needs first.
    // The parts load together with the renderer, not one after another as React reaches them.
    await afterFirstContentfulPaint()
    const [{ hydrateRoot }, { hydratedRouter }] = await Promise.all([
      import('react-dom/client'),
      import('./document'),
      loadRouteParts(),
    ])
    startTransition(() => {
      hydrateRoot(document, hydratedRouter, { onUncaughtError: fail })
    })
  } catch (error) {
    fail(error)
  }
}

void start()

import { prepareClassNames } from '@org/ui'
import { StrictMode, startTransition } from 'react'
import { HydratedRouter } from 'react-router-dom'
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
  // The class merger's table, built in a task of its own while React sets up the router, so the
  // render slice of the first component that merges classes (the header) stays short.
  setTimeout(prepareClassNames, 0)
  try {
    // React's renderer, the largest file a page runs, is fetched once the prerendered page is on
    // screen rather than preloaded with it, so it takes nothing from the stylesheet, the typeface
    // and the hero picture, which the first paint needs first. The page's other scripts are
    // preloaded at low priority for the same reason (`startup/page-scripts.tsx`).
    await afterFirstContentfulPaint()
    const { hydrateRoot } = await import('react-dom/client')
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
        { onUncaughtError: fail },
      )
    })
  } catch (error) {
    fail(error)
  }
}

void start()

import { prepareClassNames } from '@org/ui'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router-dom'
import { showStartupFailure } from './startup/show-startup-failure'
import { rootElementId, startupMessages } from './startup/startup-messages'

/**
 * Starts the app on the prerendered page. Without the root element there is nothing to hydrate,
 * so the body says so; a failure React cannot show in the page's error boundary shows the startup
 * error with its text instead of a blank page.
 */
function start(): void {
  if (!document.getElementById(rootElementId)) {
    showStartupFailure(startupMessages.missingRoot)
    return
  }
  const fail = (error: unknown) => showStartupFailure(startupMessages.renderFailed, error)
  // The class merger's table, built in a task of its own while React sets up the router, so the
  // render slice of the first component that merges classes (the header) stays short.
  setTimeout(prepareClassNames, 0)
  try {
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

start()

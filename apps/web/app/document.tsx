import { prepareClassNames } from '@org/ui'
import { type ReactNode, StrictMode } from 'react'
import {
  HydratedRouter,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from 'react-router-dom'
import { PageHead } from './meta/page-head'
import { SiteShell } from './shell/site-shell'
import { useStartupFault } from './startup/startup-fault'
import { errorText, rootElementId, startupMessages } from './startup/startup-messages'

// The class merger's table, built in a task of its own while React sets up the router, so the
// render slice of the first component that merges classes (the header) stays short.
if (typeof window !== 'undefined') setTimeout(prepareClassNames, 0)

/** The document around every page: one root element the app renders into. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <PageHead />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-surface text-ink antialiased">
        <div id={rootElementId}>{children}</div>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

/** Every page: the shell (header, footer, voice chat) around the matched route. */
export function App() {
  useStartupFault()
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  )
}

/** Rendering threw: the startup error (docs/messages.md#startup) and the error's text, never a blank screen. */
export function ErrorBoundary() {
  const error = useRouteError()
  return (
    <div role="alert" className="mx-auto max-w-2xl p-8">
      <h1 className="text-2xl font-bold">{startupMessages.renderFailed}</h1>
      <p className="mt-4 text-ink-muted">
        {isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorText(error)}
      </p>
    </div>
  )
}

/**
 * What React hydrates the prerendered document with: React Router's router. The entry loads it
 * with the rest of this module once the page has painted, beside React's renderer.
 */
export const hydratedRouter = (
  <StrictMode>
    <HydratedRouter />
  </StrictMode>
)

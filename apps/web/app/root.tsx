import fontUrl from '@org/ui/fonts/plus-jakarta-sans-latin-wght-normal.woff2?url'
import type { ReactNode } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from 'react-router-dom'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'
import { PageHead } from './meta/page-head'
import { SiteShell } from './shell/site-shell'
import { useStartupFault } from './startup/startup-fault'
import { errorText, rootElementId, startupMessages } from './startup/startup-messages'

export const links: Route.LinksFunction = () => [
  // The brand typeface's one file, fetched with the stylesheet so text settles in the first paint.
  { rel: 'preload', as: 'font', type: 'font/woff2', crossOrigin: 'anonymous', href: fontUrl },
  // A precedence makes React write the stylesheet ahead of the script preloads: without one it
  // came after them, and the first paint waited while phones fetched every script first.
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
  // The icon set and manifest the build writes from the brand mark.
  { rel: 'icon', href: '/favicon.ico', sizes: '48x48' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
]

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
export default function App() {
  useStartupFault()
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  )
}

/** Rendering threw: the startup error (docs/messages.md#startup) and the error's text, never a blank screen. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div role="alert" className="mx-auto max-w-2xl p-8">
      <h1 className="text-2xl font-bold">{startupMessages.renderFailed}</h1>
      <p className="mt-4 text-ink-muted">
        {isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorText(error)}
      </p>
    </div>
  )
}

import fontUrl from '@org/ui/fonts/plus-jakarta-sans-latin-wght-normal.woff2?url'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'
import { routePart } from './startup/route-part'

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

const loadDocument = () => import('./document')

/** The document around every page (`document.tsx`). */
export const Layout = routePart(async () => ({ default: (await loadDocument()).Layout }))

/** Every page: the shell around the matched route. */
const App = routePart(async () => ({ default: (await loadDocument()).App }))

/** Rendering threw: the startup error and the error's text. */
const RootErrorBoundary = routePart(async () => ({ default: (await loadDocument()).ErrorBoundary }))

export { App as default, RootErrorBoundary as ErrorBoundary }

import { lazy, type ReactNode, useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { VoiceChatProvider } from '../voice/voice-chat-provider'
import { afterStartupImport } from './after-startup'
import { DeferredPart } from './deferred-part'
import { DeferredToaster } from './deferred-toaster'
import { SkipLink } from './skip-link'

/**
 * The header's and footer's code (Radix menus and all) loads after the page has started; their
 * prerendered HTML is there from the first paint. This keeps the first load within budget.
 */
const Header = lazy(
  afterStartupImport(() => import('./header').then((module) => ({ default: module.Header }))),
)
const Footer = lazy(
  afterStartupImport(() => import('./footer').then((module) => ({ default: module.Footer }))),
)

/** The id of the main content, the skip link's target. */
export const mainContentId = 'main-content'

/**
 * What every page shares: the skip link, the header, the page's main content, the footer, the
 * one voice chat and the one toaster.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  const main = useMainFocusOnNavigation()
  return (
    <VoiceChatProvider>
      <SkipLink targetId={mainContentId} />
      <DeferredPart name="header">
        <Header />
      </DeferredPart>
      <main ref={main} id={mainContentId} tabIndex={-1} className="outline-none">
        {children}
      </main>
      <DeferredPart name="footer">
        <Footer />
      </DeferredPart>
      <DeferredToaster />
    </VoiceChatProvider>
  )
}

/**
 * After a client-side navigation, focus moves to the new page's content (as after a page load),
 * so keyboard and screen reader users do not stay on a link that is no longer in view.
 */
function useMainFocusOnNavigation() {
  const main = useRef<HTMLElement>(null)
  const { pathname } = useLocation()
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    main.current?.focus({ preventScroll: true })
  }, [pathname])
  return main
}

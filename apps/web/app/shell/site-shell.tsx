import { type ReactNode, useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { VoiceChatProvider } from '../voice/voice-chat-provider'
import { PhoneActionBar } from './action-bar'
import { Footer } from './footer'
import { Header } from './header'
import { SkipLink } from './skip-link'
import { ToasterSlot } from './toaster-slot'

/** The id of the main content, the skip link's target. */
export const mainContentId = 'main-content'

/**
 * What every page shares: the skip link, the header, the page's main content, the footer, the
 * phone's action bar, the one voice chat and the one toaster.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  const main = useMainFocusOnNavigation()
  return (
    <VoiceChatProvider>
      <SkipLink targetId={mainContentId} />
      <Header />
      <main ref={main} id={mainContentId} tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
      <PhoneActionBar />
      <ToasterSlot />
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

import { useState } from 'react'

declare global {
  interface Window {
    /**
     * Test-only: when a test sets this to a message before the page's scripts run, the app throws
     * it while rendering at startup. Nothing in the site sets it, so no visitor can trigger it.
     */
    __kookaburraStartupFault__?: unknown
  }
}

/**
 * Throws the startup fault a test asked for, during the first client render only, so tests can
 * prove what a visitor sees when rendering fails at startup. Prerendering never throws.
 */
export function useStartupFault(): void {
  const [fault] = useState(() =>
    typeof window === 'undefined' ? undefined : window.__kookaburraStartupFault__,
  )
  if (typeof fault === 'string') throw new Error(fault)
}

import { type ComponentType, useEffect, useState } from 'react'
import { loadToasts, onToastsLoaded } from './load-toasts'

/** How long the browser may wait for an idle moment before the toaster loads anyway. */
const idleTimeoutMs = 2000

/**
 * Mounts `@org/ui`'s one `<Toaster />` once its chunk has loaded: when the browser is first idle
 * after the page starts, or sooner when something (the voice chat) calls `loadToasts()`.
 */
export function DeferredToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null)

  useEffect(() => {
    const unsubscribe = onToastsLoaded((module) => setToaster(() => module.Toaster))
    const idle = whenIdle(() => {
      loadToasts().catch((error: unknown) => console.error('The toaster could not load:', error))
    })
    return () => {
      unsubscribe()
      idle.cancel()
    }
  }, [])

  return Toaster ? <Toaster /> : null
}

function whenIdle(run: () => void): { cancel(): void } {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: idleTimeoutMs })
    return { cancel: () => window.cancelIdleCallback(id) }
  }
  const id = setTimeout(run, idleTimeoutMs)
  return { cancel: () => clearTimeout(id) }
}

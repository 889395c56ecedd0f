import { type ComponentType, useEffect, useState } from 'react'
import { afterStartup } from './after-startup'
import { loadToasts, onToastsLoaded } from './load-toasts'

/**
 * Mounts `@org/ui`'s one `<Toaster />` once its chunk has loaded: after the page has started, or
 * sooner when something (the voice chat) calls `loadToasts()`.
 */
export function DeferredToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null)

  useEffect(() => {
    let active = true
    const unsubscribe = onToastsLoaded((module) => setToaster(() => module.Toaster))
    afterStartup().then(() => {
      if (!active) return
      loadToasts().catch((error: unknown) => console.error('The toaster could not load:', error))
    })
    return () => {
      active = false
      unsubscribe()
    }
  }, [])

  return Toaster ? <Toaster /> : null
}

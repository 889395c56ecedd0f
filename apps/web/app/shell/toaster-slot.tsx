import { type ComponentType, useEffect, useState } from 'react'
import { onToastsLoaded } from './load-toasts'

/**
 * Mounts `@org/ui`'s one `<Toaster />` once something that toasts (the voice chat) has loaded it
 * with `loadToasts()`. Nothing on a page toasts before the visitor acts, so a page that is only
 * read never downloads the toast library.
 */
export function ToasterSlot() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null)
  useEffect(() => onToastsLoaded((module) => setToaster(() => module.Toaster)), [])
  return Toaster ? <Toaster /> : null
}

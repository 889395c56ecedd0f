import { useSyncExternalStore } from 'react'

const QUERY = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {}
  const list = matchMedia(QUERY)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia(QUERY).matches

/**
 * Whether the visitor asked for reduced motion; follows changes to the setting. Prerendering
 * assumes motion is fine, and the browser corrects it on hydration.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false)
}

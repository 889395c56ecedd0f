import { HumanCheckError, type TurnstileApi } from './turnstile-api'
import { turnstileConfig } from './turnstile-config'

declare global {
  interface Window {
    turnstile?: TurnstileApi
  }
}

let pending: Promise<TurnstileApi> | undefined

/**
 * Loads the Turnstile script once, on the first Start or send (never with the page), in explicit
 * rendering mode. A failed load (offline, blocked) is forgotten, so the next try loads again.
 */
export function loadTurnstile(scriptUrl = turnstileConfig.scriptUrl): Promise<TurnstileApi> {
  pending ??= new Promise<TurnstileApi>((resolve, reject) => {
    if (window.turnstile) {
      resolve(window.turnstile)
      return
    }
    const script = document.createElement('script')
    const url = new URL(scriptUrl)
    url.searchParams.set('render', 'explicit')
    script.src = url.href
    script.async = true
    script.addEventListener('load', () => {
      if (window.turnstile) resolve(window.turnstile)
      else reject(new HumanCheckError('the Turnstile script did not start'))
    })
    script.addEventListener('error', () => {
      script.remove()
      reject(new HumanCheckError('the Turnstile script did not load'))
    })
    document.head.append(script)
  }).catch((error: unknown) => {
    pending = undefined
    throw error
  })
  return pending
}

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
 * rendering mode. A failed load (offline, blocked) rejects with a `Failed to fetch` TypeError and
 * is forgotten, so the next try loads again.
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
      // Most often the network: worded as a failed fetch, so the visitor is told to check the
      // connection rather than that they failed a check they never saw.
      reject(new TypeError('Failed to fetch the Turnstile script'))
    })
    document.head.append(script)
  }).catch((error: unknown) => {
    pending = undefined
    throw error
  })
  return pending
}

import { loadTurnstile } from './load-turnstile'
import { HumanCheckError, type TurnstileAction, type TurnstileApi } from './turnstile-api'
import { turnstileConfig } from './turnstile-config'

/**
 * Runs the Turnstile widget once for `action` and resolves with its token, which the signer
 * redeems (once) before it does anything. The widget shows itself only if Cloudflare needs the
 * visitor to interact (`interaction-only`), in a slot fixed to the bottom of the window, and is
 * removed when the token is in, so every Start or send gets a fresh one.
 *
 * @throws HumanCheckError when the widget fails, expires, times out or cannot load; the signal's
 *   reason when `signal` aborts.
 */
export async function turnstileToken(
  action: TurnstileAction,
  signal?: AbortSignal,
  load: () => Promise<TurnstileApi> = () => loadTurnstile(),
): Promise<string> {
  signal?.throwIfAborted()
  const turnstile = await load()
  signal?.throwIfAborted()
  const slot = document.createElement('div')
  slot.dataset.turnstileSlot = action
  // Above the voice panel's overlay, centred at the bottom: only seen when a person must click.
  slot.style.cssText =
    'position:fixed;bottom:1rem;left:50%;transform:translateX(-50%);z-index:2147483647'
  document.body.append(slot)
  let widgetId: string | undefined
  try {
    return await new Promise<string>((resolve, reject) => {
      const fail = (reason: string) => reject(new HumanCheckError(reason))
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true })
      widgetId = turnstile.render(slot, {
        sitekey: turnstileConfig.siteKey,
        action,
        execution: 'execute',
        appearance: 'interaction-only',
        'response-field': false,
        callback: resolve,
        'error-callback': (code) => {
          fail(`the widget reported ${code}`)
          // Handled here; Turnstile need not throw as well.
          return true
        },
        'expired-callback': () => fail('the token expired'),
        'timeout-callback': () => fail('the challenge timed out'),
      })
      if (widgetId === undefined) fail('the widget did not render')
      else turnstile.execute(widgetId)
    })
  } finally {
    if (widgetId !== undefined) turnstile.remove(widgetId)
    slot.remove()
  }
}

/** The part of Turnstile's `window.turnstile` the site uses. */
export interface TurnstileApi {
  render(container: HTMLElement, params: TurnstileRenderParams): string | undefined
  execute(widgetId: string): void
  remove(widgetId: string): void
}

/** Options of `turnstile.render` the site passes (names as Cloudflare documents them). */
export interface TurnstileRenderParams {
  sitekey: string
  action: string
  execution: 'render' | 'execute'
  appearance: 'always' | 'execute' | 'interaction-only'
  'response-field': boolean
  callback(token: string): void
  'error-callback'(code: string): boolean | undefined
  'expired-callback'(): void
  'timeout-callback'(): void
}

/** The widget's actions, one per signer function; the signer checks the token carries its own. */
export type TurnstileAction = 'voice-start' | 'contact'

/** The human check could not produce a token (the widget failed, expired or did not load). */
export class HumanCheckError extends Error {
  constructor(reason: string) {
    super(`Human check failed: ${reason}`)
    this.name = 'HumanCheckError'
  }
}

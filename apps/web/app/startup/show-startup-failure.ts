import { errorText } from './startup-messages'

/**
 * Replaces the page body with a startup failure message (and the error's text, when there is
 * one), without React: React is what failed, or never got a place to render.
 */
export function showStartupFailure(message: string, error?: unknown): void {
  const panel = document.createElement('div')
  panel.setAttribute('role', 'alert')
  panel.className = 'mx-auto max-w-2xl p-8'
  const heading = document.createElement('p')
  heading.className = 'text-2xl font-bold'
  heading.textContent = message
  panel.append(heading)
  if (error !== undefined) {
    const detail = document.createElement('p')
    detail.className = 'mt-4 text-ink-muted'
    detail.textContent = errorText(error)
    panel.append(detail)
  }
  const body = document.body ?? document.documentElement.appendChild(document.createElement('body'))
  body.replaceChildren(panel)
}

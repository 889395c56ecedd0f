/**
 * A paint probe for browser tests: what a page draws on top at a point, into a shadow root too.
 * Hit testing alone cannot tell: an open modal dialog turns pointer events off on the page behind
 * it, so `elementFromPoint` would look straight through a footer drawn over the dialog.
 */

/** What {@link paintedAt} found on top at a point. */
export interface Painted {
  /** The document's topmost element there: `host` for the shadow host asked about, else its tag. */
  top: string | null
  /** The name (`aria-label`, else text) of the button on top there inside the host's shadow root. */
  button: string | null
}

/**
 * Runs in the page (pass it to `page.evaluate`): turns pointer events back on for the page while
 * it asks `elementFromPoint` at (`x`, `y`) of the document and of `host`'s shadow root.
 *
 * @example
 * expect(await page.evaluate(paintedAt, { x, y, host: 'kookaburra-voice' })).toEqual({ top: 'host', button: 'Start' })
 */
export function paintedAt({ x, y, host }: { x: number; y: number; host: string }): Painted {
  const probe = document.createElement('style')
  probe.textContent = 'body, body * { pointer-events: auto !important; }'
  document.head.append(probe)
  try {
    const element = document.querySelector(host)
    const top = document.elementFromPoint(x, y)
    const button = element?.shadowRoot?.elementFromPoint(x, y)?.closest('button')
    return {
      top: top === element ? 'host' : (top?.tagName.toLowerCase() ?? null),
      button: button
        ? (button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '')
        : null,
    }
  } finally {
    probe.remove()
  }
}

import type { Page } from '@playwright/test'
import { builtSignerOrigin, contactSignerPort } from './contact-signer'

/** Cloudflare's test site key whose widget always fails. */
export const TURNSTILE_BLOCKING_SITE_KEY = '2x00000000000000000000AB'

/**
 * Makes the page's Turnstile widget fail, as Cloudflare's always-failing test site key does: the
 * stand-in script is served as the signer sends it, with every widget rendered under that key.
 */
export async function blockTurnstile(page: Page): Promise<void> {
  await page.route('**/__turnstile/v0/api.js*', async (route) => {
    // Fetched from Node, which knows nothing of the browser's host mapping to the test signer.
    const url = route
      .request()
      .url()
      .replace(builtSignerOrigin, `http://127.0.0.1:${contactSignerPort}`)
    const response = await route.fetch({ url })
    const script = await response.text()
    const swapKey = `(() => {
  const render = window.turnstile.render;
  window.turnstile.render = (container, params) =>
    render(container, { ...params, sitekey: ${JSON.stringify(TURNSTILE_BLOCKING_SITE_KEY)} });
})();`
    await route.fulfill({ response, body: `${script}\n${swapKey}` })
  })
}

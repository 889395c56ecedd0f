/**
 * The headers as the real host (workerd, reading the build's `_headers`) serves them: every page
 * carries the site's security headers, fingerprinted assets are cached for a year, and every
 * page's Content Security Policy allows exactly the
 * inline scripts its HTML holds and nothing unsafe, and every audio worklet of the build loads
 * under the policy the way the voice engine loads it, so a policy that would block the voice chat
 * fails here rather than in a visitor's browser. That no page meets a violation in Chromium (a
 * blocked inline script would leave it unhydrated) is asserted by `routes.spec.ts`, which loads
 * every page and allows no console error: Chromium reports each violation as one.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parsePolicy, scriptHashSource } from '../scripts/lib/csp.ts'
import { inlineScripts, parseDocument } from '../scripts/lib/html.ts'
import { clientDir } from '../scripts/lib/paths.ts'
import { immutableCache, siteHeaders } from '../scripts/lib/security-headers.ts'
import { auditedPaths } from './audit-page'
import { expect, test } from './fixtures'

for (const path of auditedPaths) {
  test(`${path}: security headers, and a policy that allows exactly the page's inline scripts`, async ({
    request,
  }) => {
    const response = await request.get(path)
    const headers = response.headers()
    for (const [name, value] of siteHeaders) expect(headers[name.toLowerCase()], name).toBe(value)
    const policy = headers['content-security-policy']
    expect(policy, 'no Content-Security-Policy header').toBeTruthy()
    const directives = parsePolicy(policy ?? '')
    const scriptSrc = directives.get('script-src') ?? []
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(policy).not.toContain("'unsafe-eval'")
    const needed = inlineScripts(parseDocument(await response.text())).map(scriptHashSource)
    const granted = scriptSrc.filter((source) => source.startsWith("'sha256-"))
    expect(new Set(granted)).toEqual(new Set(needed))
  })
}

const worklets = readdirSync(join(clientDir, 'assets')).filter(
  (file) =>
    file.endsWith('.js') &&
    readFileSync(join(clientDir, 'assets', file), 'utf8').includes('registerProcessor('),
)

test('fingerprinted assets are cached for a year, pages are revalidated', async ({ request }) => {
  const asset = readdirSync(join(clientDir, 'assets')).find((file) => file.endsWith('.js'))
  const cached = await request.get(`/assets/${asset}`)
  expect(cached.headers()['cache-control']).toBe(immutableCache)
  expect((await request.get('/about')).headers()['cache-control']).not.toContain('immutable')
  // The host reads `_headers` as configuration and never serves it.
  expect((await request.get('/_headers')).status()).toBe(404)
})

test('every audio worklet of the build loads under the served policy', async ({ page }) => {
  expect(worklets.length, 'the build holds the voice engine worklets').toBeGreaterThan(0)
  await page.goto('/')
  for (const file of worklets) {
    const error = await page.evaluate(async (url) => {
      const audio = new AudioContext()
      try {
        await audio.audioWorklet.addModule(url)
        return undefined
      } catch (caught) {
        return String(caught)
      } finally {
        await audio.close()
      }
    }, `/assets/${file}`)
    expect(error, `/assets/${file}`).toBeUndefined()
  }
})

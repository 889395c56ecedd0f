/**
 * The built widget (`dist/`) on a plain HTML page under a strict CSP: the two-line embed, a
 * session with the demo agent, the panel inside the shadow root, the host page left as it was.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { paintedAt } from '@org/tooling/painted'
import { createMockAgent, type MockAgent } from '@org/voice-core/testing'
import type { Browser, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, recordReports } from './browser.ts'
import { type CspServer, startCspServer, strictPolicy } from './csp-server.ts'
import { HUNG_AFTER_MS, startCall } from './session.ts'
import { undrawnClasses } from './undrawn-classes.ts'

const dist = fileURLToPath(new URL('../dist/', import.meta.url))
const SECRET = 'widget-e2e-secret'

const hostCss = `body { font-family: Georgia, serif; margin: 24px; } h1 { color: rgb(128, 0, 0); }
.card { position: relative; isolation: isolate; overflow: hidden; padding: 16px; }
.page-footer { position: relative; z-index: 1; height: 200vh; background: rgb(22, 32, 43); }`
const page = (embed: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>A client's page</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/host.css" />
  </head>
  <body>
    <h1>A client's own page</h1>
    <p>Plain HTML, its own styles, and the widget pasted in.</p>
    <button type="button">The page's own button</button>
    ${embed}
  </body>
</html>`

const embed = `<script type="module" src="/widget/kookaburra-voice.js"></script>
    <kookaburra-voice agent-id="demo-agent" signer="/" title="Onboarding Chatbot"></kookaburra-voice>`

let agent: MockAgent
let server: CspServer
let browser: Browser
let site: string

beforeAll(async () => {
  agent = await createMockAgent({ secret: SECRET })
  site = await mkdtemp(join(tmpdir(), 'voice-widget-e2e-'))
  await writeFile(join(site, 'host.css'), hostCss)
  await writeFile(join(site, 'index.html'), page(embed))
  await writeFile(join(site, 'plain.html'), page(''))
  // The embed inside a card that makes its own stacking context (as a page's rounded, clipped
  // card does), followed by a footer that the page layers above its content.
  await writeFile(
    join(site, 'boxed.html'),
    page(`<section class="card">
      <script type="module" src="/widget/kookaburra-voice.js"></script>
      <kookaburra-voice inline agent-id="demo-agent" signer="/" title="Onboarding Chatbot"></kookaburra-voice>
    </section>
    <footer class="page-footer"></footer>`),
  )
  server = await startCspServer({
    mounts: { '/': site, '/widget/': dist },
    policy: strictPolicy(agent.origin),
    signUrl: (agentId) => agent.signUrl(agentId),
  })
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
  await agent?.close()
  if (site) await rm(site, { recursive: true, force: true })
})

/** Computed styles of the host page's own elements, to compare with and without the widget. */
function hostStyles(target: Page) {
  return target.evaluate(() =>
    ['body', 'h1', 'p', 'button'].map((selector) => {
      const style = getComputedStyle(document.querySelector(selector) as Element)
      return [
        selector,
        style.fontFamily,
        style.color,
        style.margin,
        style.padding,
        style.lineHeight,
      ]
    }),
  )
}

describe('<kookaburra-voice> on a plain page under a strict CSP', () => {
  it('runs a session with the demo agent, inside its shadow root, and leaves the page alone', async () => {
    const context = await browser.newContext({ reducedMotion: 'reduce' })
    const tab = await context.newPage()
    const reports = await recordReports(tab)

    await tab.goto(`${server.origin}/plain.html`)
    const before = await hostStyles(tab)

    await tab.goto(`${server.origin}/`)
    const launcher = tab.getByRole('button', { name: 'Onboarding Chatbot' })
    await launcher.click()
    const dialog = tab.getByRole('dialog', { name: 'Onboarding Chatbot' })
    await expect.poll(() => dialog.isVisible(), { timeout: HUNG_AFTER_MS }).toBe(true)

    // Radix mounted the panel inside the element's shadow root, not at the end of <body>.
    const placement = await tab.evaluate(() => ({
      inShadow: Boolean(
        document.querySelector('kookaburra-voice')?.shadowRoot?.querySelector('[role="dialog"]'),
      ),
      inDocument: Boolean(document.querySelector('[role="dialog"]')),
    }))
    expect(placement).toEqual({ inShadow: true, inDocument: false })

    // The Connected toast lives for a few seconds; a slow machine could let it go before a later
    // look, so its layout is read the moment it enters the shadow root.
    await tab.evaluate(() => {
      const root = document.querySelector('kookaburra-voice')?.shadowRoot
      if (!root) throw new Error('no shadow root')
      const seen = window as unknown as { connectedToast?: unknown }
      const observer = new MutationObserver(() => {
        const element = [...root.querySelectorAll('[data-sonner-toast]')].find((toast) =>
          toast.textContent?.includes('Connected'),
        )
        if (!element) return
        observer.disconnect()
        seen.connectedToast = {
          inShadow: element.getRootNode() instanceof ShadowRoot,
          toaster: getComputedStyle(element.closest('[data-sonner-toaster]') as Element).position,
          card: getComputedStyle(element).backgroundColor,
          top: element.getBoundingClientRect().top,
        }
      })
      // Text that changes in place is a characterData change, so that is watched too.
      observer.observe(root, { childList: true, subtree: true, characterData: true })
    })

    const connection = await startCall(tab, agent)
    // The worklets came from the widget's own folder, which `script-src 'self'` allows.
    expect(server.requests).toContain('/widget/worklets/capture.js')
    expect(server.requests).toContain('/widget/worklets/playback.js')

    // Styled: End Call has the design system's red (reduced motion: no colour transition to wait out).
    // Start turned into End Call under the pointer that pressed it; the pointer leaves, so the
    // colour read is the button's own, not its hover shade, wherever the panel's layout put it.
    await tab.mouse.move(0, 0)
    const endCall = tab.getByRole('button', { name: 'End Call' })
    await expect
      .poll(() => endCall.evaluate((element) => getComputedStyle(element).backgroundColor), {
        timeout: HUNG_AFTER_MS,
      })
      .toBe('rgb(180, 35, 24)')

    // Every class on the panel in a call, its toast included, is drawn by the widget's sheets.
    expect(await undrawnClasses(tab)).toEqual([])

    // The Connected toast showed in the widget's own toaster, inside the shadow root, laid out by
    // sonner's rules (fixed at the top of the viewport) and drawn as the design system's card.
    await expect
      .poll(() => tab.evaluate(() => 'connectedToast' in window), { timeout: HUNG_AFTER_MS })
      .toBe(true)
    const toastLayout = (await tab.evaluate(
      () => (window as unknown as { connectedToast: unknown }).connectedToast,
    )) as { top: number }
    expect(toastLayout).toMatchObject({
      inShadow: true,
      toaster: 'fixed',
      card: 'rgb(255, 255, 255)',
    })
    expect(toastLayout.top).toBeLessThan(100)

    // While the panel is open the scroll lock holds <body> in place; the rest is untouched.
    expect((await hostStyles(tab)).slice(1)).toEqual(before.slice(1))

    // Removing the element (a single-page app leaving the route) ends the call.
    await tab.evaluate(() => document.querySelector('kookaburra-voice')?.remove())
    await connection.closed
    expect(await hostStyles(tab)).toEqual(before)
    expect(reports.violations).toEqual([])
    expect(reports.errors).toEqual([])
    await context.close()
  })

  for (const viewport of [
    { width: 360, height: 640 },
    { width: 1280, height: 800 },
  ]) {
    it(`at ${viewport.width} px, the open panel lies above whatever the page layers over the element`, async () => {
      const context = await browser.newContext({ viewport, reducedMotion: 'reduce' })
      const tab = await context.newPage()
      await tab.goto(`${server.origin}/boxed.html`)
      await tab.getByRole('button', { name: 'Onboarding Chatbot' }).click()
      await tab
        .getByRole('dialog', { name: 'Onboarding Chatbot' })
        .waitFor({ timeout: HUNG_AFTER_MS })
      // What is drawn at the middle of each control: the control itself, not the footer the
      // page layers above the card the element sits in.
      for (const name of ['Start', 'Close']) {
        const box = await tab.getByRole('button', { name }).boundingBox()
        if (!box) throw new Error(`no box for ${name}`)
        const at = { x: box.x + box.width / 2, y: box.y + box.height / 2, host: 'kookaburra-voice' }
        expect(await tab.evaluate(paintedAt, at)).toEqual({ top: 'host', button: name })
      }
      await context.close()
    })
  }

  it('says in the console which attribute is missing, and shows nothing', async () => {
    const context = await browser.newContext()
    const tab = await context.newPage()
    const reports = await recordReports(tab)
    await tab.goto(`${server.origin}/plain.html`)
    await tab.addScriptTag({ url: '/widget/kookaburra-voice.js', type: 'module' })
    await tab.evaluate(() => {
      document.body.append(document.createElement('kookaburra-voice'))
    })
    await expect
      .poll(() => reports.errors, { timeout: HUNG_AFTER_MS })
      .toContain('<kookaburra-voice> needs an agent-id attribute.')
    expect(await tab.locator('kookaburra-voice button').count()).toBe(0)
    await context.close()
  })
})

/**
 * The "fresh app" proof: the packed packages installed in a new Vite + React 19 app outside the
 * workspace, built without Tailwind (the prebuilt scoped stylesheet) and with it (the README's
 * `@source` path), each served under a strict CSP and running a session with the demo agent in
 * Chromium; and the installed widget on a plain HTML page under the same policy.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createMockAgent, type MockAgent } from '@org/voice-core/testing'
import type { Browser, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, recordReports } from './browser.ts'
import { type CspServer, startCspServer, strictPolicy } from './csp-server.ts'
import { createFreshApp, type FreshApp } from './fresh-app.ts'
import { HUNG_AFTER_MS, runSession } from './session.ts'

const SECRET = 'fresh-app-secret'
let root: string
let app: FreshApp
let agent: MockAgent
let browser: Browser
const servers: CspServer[] = []

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'fresh-voice-app-'))
  app = await createFreshApp(root)
  agent = await createMockAgent({ secret: SECRET })
  browser = await launchChromium()
}, 600_000)

afterAll(async () => {
  await browser?.close()
  await Promise.all(servers.map((server) => server.close()))
  await agent?.close()
  if (root) await rm(root, { recursive: true, force: true })
})

async function serve(mounts: Record<string, string>): Promise<CspServer> {
  const server = await startCspServer({
    mounts,
    policy: strictPolicy(agent.origin),
    signUrl: (agentId) => agent.signUrl(agentId),
  })
  servers.push(server)
  return server
}

/** The host page's own elements as the browser computes them. */
function hostLook(tab: Page) {
  return tab.evaluate(() => {
    const look = (selector: string) => {
      const style = getComputedStyle(document.querySelector(selector) as Element)
      return {
        font: style.fontFamily,
        color: style.color,
        margin: style.margin,
        background: style.backgroundColor,
      }
    }
    return { body: look('body'), h1: look('h1'), button: look('button') }
  })
}

describe('a fresh Vite app built from the packed packages, under a strict CSP', () => {
  it('without Tailwind: the prebuilt stylesheet styles the panel and leaves the page alone', async () => {
    const server = await serve({ '/': app.plain })
    const context = await browser.newContext({ reducedMotion: 'reduce' })
    const tab = await context.newPage()
    const reports = await recordReports(tab)
    await tab.goto(`${server.origin}/`)
    const look = await hostLook(tab)
    // The page keeps its own fonts and the browser's defaults: no reset leaked out of the scope.
    expect(look.body).toMatchObject({ font: 'Georgia, serif', margin: '24px' })
    expect(look.h1).toMatchObject({ font: 'Georgia, serif', color: 'rgb(128, 0, 0)' })
    expect(look.h1.margin).not.toBe('0px')
    expect(look.button.background).not.toBe('rgba(0, 0, 0, 0)')
    await tab.getByRole('button', { name: 'Chat Now' }).click()
    // The panel is styled: its Start button has the design system's green.
    await expect
      .poll(
        () =>
          tab
            .getByRole('button', { name: 'Start' })
            .evaluate((element) => getComputedStyle(element).backgroundColor),
        { timeout: HUNG_AFTER_MS },
      )
      .toBe('rgb(29, 94, 75)')
    await tab.keyboard.press('Escape')
    await runSession(tab, 'Chat Now', 'AI Voice Assistant', agent, server)
    expect(await hostLook(tab)).toEqual(look)
    expect(reports.violations).toEqual([])
    expect(reports.errors).toEqual([])
    await context.close()
  })

  it('with Tailwind: the README’s @source lines style the panel', async () => {
    const server = await serve({ '/': app.tailwind })
    const context = await browser.newContext({ reducedMotion: 'reduce' })
    const tab = await context.newPage()
    const reports = await recordReports(tab)
    await tab.goto(`${server.origin}/`)
    await tab.getByRole('button', { name: 'Chat Now' }).click()
    await expect
      .poll(
        () =>
          tab
            .getByRole('button', { name: 'Start' })
            .evaluate((element) => getComputedStyle(element).backgroundColor),
        { timeout: HUNG_AFTER_MS },
      )
      .toBe('rgb(29, 94, 75)')
    await tab.keyboard.press('Escape')
    await runSession(tab, 'Chat Now', 'AI Voice Assistant', agent, server)
    expect(reports.violations).toEqual([])
    expect(reports.errors).toEqual([])
    await context.close()
  })

  it('the installed widget on a plain HTML page', async () => {
    const page = join(root, 'widget-page')
    await rm(page, { recursive: true, force: true })
    await mkdir(page, { recursive: true })
    await writeFile(
      join(page, 'index.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Plain page</title><link rel="icon" href="data:,"></head><body><h1>Plain page</h1>
<script type="module" src="/widget/kookaburra-voice.js"></script>
<kookaburra-voice agent-id="demo-agent" signer="/" title="Onboarding Chatbot"></kookaburra-voice></body></html>`,
    )
    const server = await serve({ '/': page, '/widget/': app.widget })
    const context = await browser.newContext({ reducedMotion: 'reduce' })
    const tab = await context.newPage()
    const reports = await recordReports(tab)
    await tab.goto(`${server.origin}/`)
    await runSession(tab, 'Onboarding Chatbot', 'Onboarding Chatbot', agent, server)
    expect(reports.violations).toEqual([])
    expect(reports.errors).toEqual([])
    await context.close()
  })
})

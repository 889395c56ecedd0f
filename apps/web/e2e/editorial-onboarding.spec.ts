import { createHash } from 'node:crypto'
import { onboardingPage, site } from '@org/content'
import { chromiumLaunchOptions } from '@org/tooling/chromium'
import { paintedAt } from '@org/tooling/painted'
import { createMockAgent, type MockAgent } from '@org/voice-core/testing'
import type { Page } from '@playwright/test'
import { contactSignerBrowserArgs } from './contact-signer'
import { expect, test, waitForHydration } from './fixtures'

const widget = site.onboardingWidget
const widgetScript = (page: Page) => page.locator('script[data-onboarding-widget]')
const widgetElement = (page: Page) => page.locator('kookaburra-voice')
const widgetScriptPattern = '**/widget/*/kookaburra-voice.js'

// A microphone the browser grants without asking, and the build's signer origin sent to the test
// signer (demo mode), which signs URLs for the demo agent on its usual port.
test.use({
  launchOptions: chromiumLaunchOptions([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    ...contactSignerBrowserArgs(),
  ]),
})

// One demo agent on its fixed port serves this file, so its tests run in one worker, in order: with
// the config's fullyParallel, a second worker's agent would find the port taken.
test.describe.configure({ mode: 'default' })

let agent: MockAgent
test.beforeAll(async () => {
  // The test signer's demo secret (contact-signer.ts) and the demo agent's default port.
  agent = await createMockAgent({ port: 8788, secret: 'local-demo-secret' })
})
test.afterAll(() => agent.close())

test('runs our own widget from the site’s origin; leaving removes it and ends the call', async ({
  page,
  request,
  consoleErrors,
}) => {
  const signings: { body: unknown; apikey?: string; token?: string }[] = []
  page.on('request', (sent) => {
    if (!sent.url().endsWith('/functions/v1/elevenlabs-signed-url')) return
    if (sent.method() !== 'POST') return
    const headers = sent.headers()
    signings.push({
      body: sent.postDataJSON(),
      apikey: headers.apikey,
      token: headers['x-turnstile-token'],
    })
  })
  await page.goto('/voiceagent-onboarding')
  await waitForHydration(page)
  const main = page.getByRole('main')
  await expect(page.locator('h1')).toHaveText(onboardingPage.heading)
  await expect(main.getByText(onboardingPage.badge)).toBeVisible()

  // One module script from the site's own origin, with the integrity of the file it serves.
  await expect(widgetScript(page)).toHaveCount(1)
  const script = widgetScript(page)
  await expect(script).toHaveAttribute('type', 'module')
  const src = (await script.getAttribute('src')) ?? ''
  expect(src).toMatch(/^\/widget\/[0-9a-f]{12}\/kookaburra-voice\.js$/)
  const served = await request.get(src)
  expect(served.status()).toBe(200)
  const digest = createHash('sha384')
    .update(await served.body())
    .digest('base64')
  await expect(script).toHaveAttribute('integrity', `sha384-${digest}`)

  const element = widgetElement(page)
  await expect(element).toHaveAttribute('agent-id', 'demo-agent')
  await expect(element).toHaveAttribute('public-key', 'local-anon-key')
  await expect(element).toHaveAttribute('agent-version', widget.agentVersion)
  await expect(element).toHaveAttribute('title', widget.title)
  const region = main.getByRole('region', { name: onboardingPage.widgetLabel })
  await expect(region.locator(element)).toHaveCount(1)
  await expect(main.getByText(onboardingPage.widgetUnavailable)).toHaveCount(0)

  // Leave within the app: the element and its script go with the page.
  const footer = page.getByRole('contentinfo')
  await footer.getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL('/privacy-policy')
  await expect(widgetScript(page)).toHaveCount(0)
  await expect(widgetElement(page)).toHaveCount(0)

  // Coming back (a client navigation too) adds it once more, not twice.
  await page.goBack()
  await expect(page).toHaveURL('/voiceagent-onboarding')
  await expect(widgetScript(page)).toHaveCount(1)
  await expect(widgetElement(page)).toHaveCount(1)

  // A session against the test signer and the demo agent, through the site's human check.
  await region.getByRole('button', { name: widget.title }).click()
  const dialog = page.getByRole('dialog', { name: widget.title })
  await expect(dialog).toBeVisible()
  const connecting = agent.nextConnection(60_000)
  await dialog.getByRole('button', { name: 'Start' }).click()
  const connection = await connecting
  expect(connection.request.agentId).toBe('demo-agent')
  await expect(dialog.getByRole('status').filter({ hasText: /Listening|Speaking/ })).toHaveCount(1)
  expect(signings).toEqual([
    {
      body: { agentId: 'demo-agent', agentVersion: widget.agentVersion },
      apikey: 'local-anon-key',
      // The token the Turnstile stand-in hands out for Cloudflare's always-passing test key.
      token: 'XXXX.DUMMY.TOKEN.XXXX',
    },
  ])

  // Leaving mid-call (the browser's Forward, handled by the app) removes the widget and ends the call.
  await page.goForward()
  await expect(page).toHaveURL('/privacy-policy')
  await connection.closed
  await expect(widgetScript(page)).toHaveCount(0)
  await expect(widgetElement(page)).toHaveCount(0)
  expect(consoleErrors.messages).toEqual([])
})

test('on a phone, the open panel is painted above the page’s header and footer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 })
  // The sheet slides up; under reduced motion it stands where it ends, so its box can be read.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/voiceagent-onboarding')
  await waitForHydration(page)
  const launcher = page
    .getByRole('main')
    .getByRole('region', { name: onboardingPage.widgetLabel })
    .getByRole('button', { name: widget.title })
  await launcher.scrollIntoViewIfNeeded()
  await launcher.click()
  const dialog = page.getByRole('dialog', { name: widget.title })
  await expect(dialog).toBeVisible()
  // The widget sits in a card that makes its own stacking context, so without the top layer the
  // page's footer covered the sheet's Start and the header stayed above the dim overlay.
  const painted = (x: number, y: number) =>
    page.evaluate(paintedAt, { x, y, host: 'kookaburra-voice' })
  const start = await dialog.getByRole('button', { name: 'Start' }).boundingBox()
  if (!start) throw new Error('Start has no box')
  expect(await painted(start.x + start.width / 2, start.y + start.height / 2)).toEqual({
    top: 'host',
    button: 'Start',
  })
  // The header is hidden from assistive technology while the dialog is open, but still drawn.
  const header = await page.getByRole('banner', { includeHidden: true }).boundingBox()
  if (!header) throw new Error('the header has no box')
  // The dim overlay, which is no button.
  expect(await painted(header.x + header.width / 2, header.y + header.height / 2)).toEqual({
    top: 'host',
    button: null,
  })
})

test('reads well and offers the mailbox when the widget cannot load', async ({ page }) => {
  await page.route(widgetScriptPattern, (route) => route.abort('internetdisconnected'))
  await page.goto('/voiceagent-onboarding')
  await waitForHydration(page)
  const main = page.getByRole('main')
  await expect(main.getByRole('status')).toHaveText(
    new RegExp(onboardingPage.widgetUnavailable.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  )
  await expect(main.getByText(onboardingPage.intro)).toBeVisible()
  await expect(main.getByText(onboardingPage.badge)).toBeVisible()
  await expect(main.getByRole('status').getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  )
})

test('refuses a widget script that is not the one the build shipped', async ({ page }) => {
  await page.route(widgetScriptPattern, async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: `${await response.text()}\n;` })
  })
  await page.goto('/voiceagent-onboarding')
  await waitForHydration(page)
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    onboardingPage.widgetUnavailable,
  )
  await expect(page.getByRole('button', { name: widget.title })).toHaveCount(0)
})

test('the live dot pulses, and stops under reduced motion', async ({ page }) => {
  const pulse = page.locator('[data-part="pulse"]')
  const animation = () => pulse.evaluate((element) => getComputedStyle(element).animationName)
  await page.goto('/voiceagent-onboarding')
  await waitForHydration(page)
  await expect.poll(animation).toBe('ping')
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.reload()
  await waitForHydration(page)
  await expect.poll(animation).toBe('none')
})

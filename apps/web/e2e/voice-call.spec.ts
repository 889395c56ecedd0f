import { homeAboveFold, voiceSignerMessages } from '@org/content'
import { chromiumLaunchOptions } from '@org/tooling/chromium'
import type { Page } from '@playwright/test'
import { contactSignerBrowserArgs } from './contact-signer'
import { expect, test, waitForHydration } from './fixtures'
import { blockTurnstile } from './turnstile-block'
import { watchVoiceChunk } from './voice-chunk'

/** The hero's Talk To Agent: the first on the page (service cards repeat it further down). */
const heroTalkToAgent = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('button', { name: homeAboveFold.hero.talkToAgent.label, exact: true })
    .first()

// A microphone the browser grants without asking, so the panel can start a call; the build's
// signer origin goes to the test signer, which serves the Turnstile stand-in the human check loads.
test.use({
  launchOptions: chromiumLaunchOptions([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    ...contactSignerBrowserArgs(),
  ]),
})

/** Opens the voice panel from the hero and returns it. */
async function openPanel(page: Page) {
  await page.goto('/')
  await waitForHydration(page)
  await heroTalkToAgent(page).click()
  const dialog = page.getByRole('dialog', { name: 'AI Voice Assistant' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** Answers the next signing request with the signer's refusal `code`. */
async function refuseSigning(page: Page, status: number, code: string) {
  await page.route(
    '**/functions/v1/elevenlabs-signed-url',
    (route) =>
      route.fulfill({
        status,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({ error: 'Refused', details: 'Signer words.', code }),
      }),
    { times: 1 },
  )
}

test('Start asks the configured backend to sign a session for the configured agent', async ({
  page,
}) => {
  const loads = watchVoiceChunk(page)
  const signRequests: {
    url: string
    body: unknown
    apikey: string | null
    turnstile: string | null
  }[] = []
  await page.route('**/functions/v1/elevenlabs-signed-url', async (route) => {
    const request = route.request()
    signRequests.push({
      url: request.url(),
      body: request.postDataJSON(),
      apikey: request.headers().apikey ?? null,
      turnstile: request.headers()['x-turnstile-token'] ?? null,
    })
    await route.fulfill({
      status: 404,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ error: 'Agent not found' }),
    })
  })
  await page.goto('/')
  await waitForHydration(page)
  await heroTalkToAgent(page).click()
  const dialog = page.getByRole('dialog', { name: 'AI Voice Assistant' })
  await expect(dialog).toBeVisible()
  // The backend client is fetched when a call starts, not when the panel opens.
  expect(loads.backendClient).toEqual([])

  await dialog.getByRole('button', { name: 'Start' }).click()
  await expect(dialog.getByRole('alert')).toContainText(
    'Voice agent configuration error. Please contact support.',
  )
  // The build's defaults: the local signer, its anonymous key and the demo agent, with the token
  // the Turnstile stand-in's widget hands out for Cloudflare's always-passing test site key.
  expect(signRequests).toEqual([
    {
      url: 'http://127.0.0.1:8787/functions/v1/elevenlabs-signed-url',
      body: { agentId: 'demo-agent' },
      apikey: 'local-anon-key',
      turnstile: 'XXXX.DUMMY.TOKEN.XXXX',
    },
  ])
  expect(loads.backendClient.length).toBeGreaterThan(0)
})

for (const code of ['turnstile-missing', 'turnstile-failed', 'turnstile-spent']) {
  test(`a human check the signer refuses (${code}) asks the visitor to press Start again`, async ({
    page,
  }) => {
    const dialog = await openPanel(page)
    await refuseSigning(page, 403, code)
    await dialog.getByRole('button', { name: 'Start' }).click()
    await expect(dialog.getByRole('alert')).toHaveText(voiceSignerMessages.humanCheck)
  })
}

for (const code of ['voice-budget', 'voice-off']) {
  test(`a signer with no voice left today (${code}) suggests booking a call`, async ({ page }) => {
    const dialog = await openPanel(page)
    await refuseSigning(page, 503, code)
    await dialog.getByRole('button', { name: 'Start' }).click()
    await expect(dialog.getByRole('alert')).toHaveText(voiceSignerMessages.busyToday)
  })
}

test('a widget that fails in the browser stops the start before the signer is asked', async ({
  page,
}) => {
  let signings = 0
  page.on('request', (request) => {
    if (request.url().endsWith('/functions/v1/elevenlabs-signed-url')) signings += 1
  })
  await blockTurnstile(page)
  const dialog = await openPanel(page)
  await dialog.getByRole('button', { name: 'Start' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(voiceSignerMessages.humanCheck)
  expect(signings).toBe(0)
})

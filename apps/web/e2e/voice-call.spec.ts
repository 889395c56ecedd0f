import { homeAboveFold } from '@org/content'
import type { Page } from '@playwright/test'
import { chromiumLaunchOptions } from '../../../tooling/chromium.ts'
import { expect, test, waitForHydration } from './fixtures'
import { watchVoiceChunk } from './voice-chunk'

/** The hero's Talk To Agent: the first on the page (service cards repeat it further down). */
const heroTalkToAgent = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('button', { name: homeAboveFold.hero.talkToAgent.label, exact: true })
    .first()

// A microphone the browser grants without asking, so the panel can start a call.
test.use({
  launchOptions: chromiumLaunchOptions([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
  ]),
})

test('Start asks the configured backend to sign a session for the configured agent', async ({
  page,
}) => {
  const loads = watchVoiceChunk(page)
  const signRequests: { url: string; body: unknown; apikey: string | null }[] = []
  await page.route('**/functions/v1/elevenlabs-signed-url', async (route) => {
    const request = route.request()
    signRequests.push({
      url: request.url(),
      body: request.postDataJSON(),
      apikey: request.headers().apikey ?? null,
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
  // The build's defaults: the local signer, its anonymous key and the demo agent.
  expect(signRequests).toEqual([
    {
      url: 'http://127.0.0.1:8787/functions/v1/elevenlabs-signed-url',
      body: { agentId: 'demo-agent' },
      apikey: 'local-anon-key',
    },
  ])
  expect(loads.backendClient.length).toBeGreaterThan(0)
})

import { homeAboveFold } from '@org/content'
import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'
import { watchVoiceChunk } from './voice-chunk'

/** The hero's Talk To Agent: the first on the page (the services and the demo repeat it further down). */
const heroTalkToAgent = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('button', { name: homeAboveFold.hero.talkToAgent.label, exact: true })
    .first()

test('the voice chat code loads only once a trigger is hovered, then the modal opens', async ({
  page,
  consoleErrors,
}) => {
  const loads = watchVoiceChunk(page)
  await page.goto('/')
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  expect(loads.scripts.length).toBeGreaterThan(0)
  expect(loads.voiceChunks).toEqual([])
  expect(loads.backendClient).toEqual([])

  const trigger = heroTalkToAgent(page)
  await trigger.hover()
  await expect.poll(() => loads.voiceChunks.length).toBeGreaterThan(0)

  await trigger.click()
  const dialog = page.getByRole('dialog', { name: 'AI Voice Assistant' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  // Focus goes back to what opened the chat.
  await expect(trigger).toBeFocused()
  expect(consoleErrors.messages).toEqual([])
})

test('a keyboard user opens the voice chat from the hero; focus alone fetches its code', async ({
  page,
}) => {
  const loads = watchVoiceChunk(page)
  await page.goto('/')
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  expect(loads.voiceChunks).toEqual([])

  const trigger = heroTalkToAgent(page)
  await trigger.focus()
  await expect.poll(() => loads.voiceChunks.length).toBeGreaterThan(0)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'AI Voice Assistant' })).toBeVisible()
})

test('when the voice chat code cannot load, the visitor is told and can try again', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  // From here on every new script fails to load, as when the connection drops.
  await page.route('**/assets/*.js', (route) => route.abort('internetdisconnected'))

  const trigger = heroTalkToAgent(page)
  await trigger.click()
  await expect(
    page.getByText('Network error. Please check your connection and try again.'),
  ).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.unroute('**/assets/*.js')
  await trigger.click()
  await expect(page.getByRole('dialog', { name: 'AI Voice Assistant' })).toBeVisible()
})

test('going to another page closes the voice chat, which ends any call in it', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.locator('footer a[href="/blog"]').first().click()
  await expect(page).toHaveURL(/\/blog$/)
  await page.getByRole('banner').getByRole('button', { name: 'Chat Now' }).click()
  const dialog = page.getByRole('dialog', { name: 'AI Voice Assistant' })
  await expect(dialog).toBeVisible()
  // The browser's Back button: a route change inside the app, with the panel still open.
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect(dialog).toBeHidden()
  expect(consoleErrors.messages).toEqual([])
})

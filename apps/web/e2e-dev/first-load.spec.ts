import { navigation } from '@org/content'
import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from '../e2e/fixtures'

/** The header's Chat Now: the desktop call to action that opens the voice chat. */
const chatNow = navigation.desktop.ctas.find((cta) => cta.action.type === 'voice-chat')?.label
if (!chatNow) throw new Error('@org/content: the desktop header has no voice chat action')

/**
 * Watches a page for what a dependency Vite did not pre-bundle at startup costs: responses 504
 * (Outdated Optimize Dep) and a second document (a reload). `trouble` resolves at the first of
 * either, so a test can stop waiting for a page that will never hydrate.
 */
function watchOptimiser(page: Page) {
  const outdated: string[] = []
  const documents: string[] = []
  let report = () => {}
  const trouble = new Promise<void>((resolve) => {
    report = resolve
  })
  page.on('response', (response) => {
    if (response.status() !== 504) return
    outdated.push(response.url())
    report()
  })
  // The router's own history updates request nothing; a reload requests the page again.
  page.on('request', (request) => {
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return
    documents.push(request.url())
    if (documents.length > 1) report()
  })
  return { outdated, documents, trouble }
}

test('a fresh dev server serves the first visit whole: Chat Now opens the voice chat on the first click', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const origin = baseURL ?? ''
  const optimiser = watchOptimiser(page)
  const expectNoRestart = () => {
    expect(optimiser.outdated, 'responses 504 (Outdated Optimize Dep)').toEqual([])
    expect(optimiser.documents, 'documents loaded: a second is a reload').toEqual([`${origin}/`])
  }

  await page.goto('/')
  // A page that got a 504 for a module never hydrates: fail then, not at the timeout.
  await Promise.race([waitForHydration(page), optimiser.trouble])
  expectNoRestart()
  // Gone if the document is replaced from here on.
  await page.evaluate(() => Object.assign(window, { firstDocument: true }))

  await page.getByRole('banner').getByRole('button', { name: chatNow, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'AI Voice Assistant' })
  await Promise.race([expect(dialog).toBeVisible(), optimiser.trouble])
  expectNoRestart()
  expect(await page.evaluate(() => 'firstDocument' in window), 'the same document').toBe(true)
  expect(consoleErrors.messages).toEqual([])
})

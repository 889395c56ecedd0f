import { onboardingPage, site } from '@org/content'
import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'

const widget = site.onboardingWidget
const widgetScript = (page: Page) => page.locator(`script[src="${widget.scriptUrl}"]`)
const widgetElement = (page: Page) => page.locator('voice-onboarding-widget')

/** Serves a stand-in for the third-party widget, which defines its element. */
async function serveWidget(page: Page) {
  await page.route(widget.scriptUrl, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `if (!customElements.get('voice-onboarding-widget')) customElements.define('voice-onboarding-widget', class extends HTMLElement { connectedCallback() { this.textContent = 'Widget for ' + this.getAttribute('agent-id') } })`,
    }),
  )
}

test('adds the widget script as a module on entry and removes it after leaving', async ({
  page,
  consoleErrors,
}) => {
  await serveWidget(page)
  await page.goto('/voiceagent-onboarding')
  await waitForHydration(page)
  const main = page.getByRole('main')
  await expect(page.locator('h1')).toHaveText(onboardingPage.heading)
  await expect(main.getByText(onboardingPage.badge)).toBeVisible()
  await expect(main.getByRole('link', { name: site.email }).first()).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  )

  await expect(widgetScript(page)).toHaveCount(1)
  await expect(widgetScript(page)).toHaveAttribute('type', 'module')
  const element = widgetElement(page)
  await expect(element).toHaveAttribute('public-key', widget.publicKey)
  await expect(element).toHaveAttribute('agent-id', widget.agentId)
  await expect(element).toHaveAttribute('agent-version', widget.agentVersion)
  await expect(element).toHaveAttribute('title', widget.title)
  await expect(element).toHaveText(`Widget for ${widget.agentId}`)
  await expect(
    main.getByRole('region', { name: onboardingPage.widgetLabel }).locator(element),
  ).toHaveCount(1)
  await expect(main.getByText(onboardingPage.widgetUnavailable)).toHaveCount(0)

  // Leave within the app: the script and the element go with the page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL('/privacy-policy')
  await expect(widgetScript(page)).toHaveCount(0)
  await expect(widgetElement(page)).toHaveCount(0)

  // Coming back adds it once more, not twice.
  await page.goBack()
  await expect(page).toHaveURL('/voiceagent-onboarding')
  await expect(widgetScript(page)).toHaveCount(1)
  await expect(widgetElement(page)).toHaveCount(1)
  expect(consoleErrors.messages).toEqual([])
})

test('reads well and offers the mailbox when the widget cannot load', async ({ page }) => {
  await page.route(widget.scriptUrl, (route) => route.abort('blockedbyclient'))
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

test('the live dot pulses, and stops under reduced motion', async ({ page }) => {
  await serveWidget(page)
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

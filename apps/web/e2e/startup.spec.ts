import { expect, test } from './fixtures'

const missingRoot = "Application Error: The root element with id 'root' was not found"
const renderFailed = 'React Startup Error: Failed to start the React application'

test('a page without the root element says so instead of starting', async ({ page }) => {
  await page.route('**/about', async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace('<div id="root">', '<div id="elsewhere">')
    await route.fulfill({ response, body: html })
  })
  await page.goto('/about')
  await expect(page.locator('body')).toHaveText(missingRoot)
})

test('a render that throws at startup shows the startup error and its text', async ({ page }) => {
  await page.addInitScript(() => {
    window.__kookaburraStartupFault__ = 'The page could not be drawn (test fault)'
  })
  await page.goto('/about')
  const alert = page.getByRole('alert')
  await expect(alert).toContainText(renderFailed)
  await expect(alert).toContainText('The page could not be drawn (test fault)')
  // The failure replaces the page: nothing of it stays behind the message.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renderFailed)
})

test('without the test fault the same page starts normally', async ({ page, consoleErrors }) => {
  await page.goto('/about')
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(renderFailed)
  expect(consoleErrors.messages).toEqual([])
})

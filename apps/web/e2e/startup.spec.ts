import { rendererChunkName } from '../scripts/lib/start-up-chunk.ts'
import { expect, test, waitForHydration } from './fixtures'

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

const rendererFile = new RegExp(`/assets/${rendererChunkName}-[^/]+\\.js$`)

test('React’s renderer failing to load shows the startup error and what failed', async ({
  page,
}) => {
  await page.route(rendererFile, (route) => route.abort('connectionfailed'))
  await page.goto('/about')
  const alert = page.getByRole('alert')
  await expect(alert).toContainText(renderFailed)
  // The browser's own words name the file that did not arrive.
  await expect(alert).toContainText(`/assets/${rendererChunkName}-`)
  // The message replaces the page, whose form could not have sent anything.
  await expect(page.locator('main')).toHaveCount(0)
})

test('a page is painted before React’s renderer is fetched, and does not preload it', async ({
  page,
}) => {
  const html = await (await page.request.get('/about')).text()
  expect(html).toContain('rel="modulepreload"')
  expect(html).not.toContain(`/assets/${rendererChunkName}-`)
  await page.goto('/about')
  await waitForHydration(page)
  const { painted, fetched } = await page.evaluate(
    (pattern) => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      fetched: performance
        .getEntriesByType('resource')
        .find((entry) => new RegExp(pattern).test(entry.name))?.startTime,
    }),
    rendererFile.source,
  )
  expect(painted).toBeDefined()
  expect(fetched).toBeDefined()
  // The entry asks for the renderer only once the paint has been reported.
  expect(fetched).toBeGreaterThanOrEqual(painted ?? Number.POSITIVE_INFINITY)
})

test('without the test fault the same page starts normally', async ({ page, consoleErrors }) => {
  await page.goto('/about')
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(renderFailed)
  expect(consoleErrors.messages).toEqual([])
})

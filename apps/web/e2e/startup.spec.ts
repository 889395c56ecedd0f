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

test('without the test fault the same page starts normally', async ({ page, consoleErrors }) => {
  await page.goto('/about')
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(renderFailed)
  expect(consoleErrors.messages).toEqual([])
})

test('when the header cannot load, the page still works without it', async ({
  page,
  consoleErrors,
}) => {
  await page.route('**/assets/header-*.js', (route) => route.abort('internetdisconnected'))
  await page.goto('/about')
  await expect
    .poll(() => consoleErrors.messages)
    .toContainEqual(expect.stringContaining('The header could not load'))
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The rest of the shell still works: the footer leads on in the app.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click()
  await expect(page).toHaveURL('/blog')
})

test('a page paints its content before it fetches any of its JavaScript, then hydrates', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/blog/voice-ai-revolution')
  await waitForHydration(page)
  const { firstPaint, scripts } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  }))
  expect(firstPaint).toBeGreaterThan(0)
  // The page's own chunks: the router, React, the root and the article route at least.
  expect(scripts.length).toBeGreaterThan(10)
  const early = scripts.filter((script) => script.start < (firstPaint ?? 0))
  expect(early, `fetched before the first contentful paint at ${firstPaint} ms`).toEqual([])
  // No <link rel="modulepreload"> left in the HTML as it arrived: the script adds them later.
  const html = await (await page.request.get('/blog/voice-ai-revolution')).text()
  expect(html).not.toContain('<link rel="modulepreload"')
  expect(consoleErrors.messages).toEqual([])
})

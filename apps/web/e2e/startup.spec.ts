import { routes } from '@org/content'
import { hydrationChunkName, rendererChunkName } from '../scripts/lib/start-up-chunk.ts'
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

/** The chunks a page runs only once it has painted: the router and shell, and React's renderer. */
const afterPaintFiles = [hydrationChunkName, rendererChunkName].map(
  (name) => new RegExp(`/assets/${name}-[^/]+\\.js$`),
)

test('a page is painted before the router and React’s renderer are fetched, and preloads neither', async ({
  page,
}) => {
  for (const { path } of routes) {
    const html = await (await page.request.get(path)).text()
    const preloads = modulePreloads(html).scripts
    expect(preloads.length, path).toBeGreaterThan(0)
    for (const file of afterPaintFiles) {
      expect(
        preloads.filter((href) => file.test(href)),
        `${path} preloads ${file}`,
      ).toEqual([])
    }
  }
  await page.goto('/about')
  await waitForHydration(page)
  const { painted, fetched } = await page.evaluate(
    (patterns) => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      fetched: patterns.map(
        (pattern) =>
          performance
            .getEntriesByType('resource')
            .find((entry) => new RegExp(pattern).test(entry.name))?.startTime,
      ),
    }),
    afterPaintFiles.map((file) => file.source),
  )
  expect(painted).toBeDefined()
  expect(fetched).toHaveLength(2)
  // The entry asks for them only once the paint has been reported.
  for (const start of fetched) {
    expect(start).toBeDefined()
    expect(start).toBeGreaterThanOrEqual(painted ?? Number.POSITIVE_INFINITY)
  }
})

test('without the test fault the same page starts normally', async ({ page, consoleErrors }) => {
  await page.goto('/about')
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(renderFailed)
  expect(consoleErrors.messages).toEqual([])
})

/** The scripts a page's HTML declares as module preloads: React Router's, and the low-priority ones. */
function modulePreloads(html: string): { scripts: string[]; lowPriority: string[] } {
  const links = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(([link]) => ({
    href: /href="([^"]+)"/.exec(link)?.[1] ?? link,
    low: link.includes('fetchPriority="low"'),
  }))
  return {
    scripts: links.filter((link) => !link.low).map((link) => link.href),
    lowPriority: links.filter((link) => link.low).map((link) => link.href),
  }
}

test('every script a page preloads is declared at low priority first', async ({ page }) => {
  for (const { path } of routes) {
    const html = await (await page.request.get(path)).text()
    const { scripts, lowPriority } = modulePreloads(html)
    expect(scripts.length, path).toBeGreaterThan(0)
    // The same scripts, each at low priority before React Router's own declaration of it.
    expect(lowPriority, path).toEqual(scripts)
    const firstHighPriority = html.indexOf(`<link rel="modulepreload" href="${scripts[0]}"/>`)
    expect(html.lastIndexOf('fetchPriority="low"'), path).toBeLessThan(firstHighPriority)
  }
})

test('a page fetches its scripts at low priority, after what its first paint needs', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page)
  const priorities = new Map<string, string>()
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    priorities.set(new URL(request.url).pathname, request.initialPriority)
  })
  await cdp.send('Network.enable')
  const { scripts } = modulePreloads(await (await page.request.get('/')).text())
  await page.goto('/')
  await waitForHydration(page)
  for (const script of scripts) expect(priorities.get(script), script).toBe('Low')
  const stylesheet = [...priorities.keys()].find((path) => path.endsWith('.css'))
  expect(priorities.get(stylesheet ?? 'no stylesheet')).toBe('VeryHigh')
})

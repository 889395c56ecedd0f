import { type PageMeta, pageMeta, routes, site } from '@org/content'
import type { Page } from '@playwright/test'
import { pngSize } from '../scripts/lib/png.ts'
import { expect, test, waitForHydration } from './fixtures'

/** The `<head>` tags every page has exactly one of, with the value each must hold. */
function expectedHead(meta: PageMeta): [selector: string, attribute: string, value: string][] {
  const { social } = meta
  return [
    ['meta[name="description"]', 'content', meta.description],
    ['meta[name="keywords"]', 'content', meta.keywords.join(', ')],
    ['link[rel="canonical"]', 'href', meta.canonical],
    ['meta[property="og:type"]', 'content', social.type],
    ['meta[property="og:site_name"]', 'content', 'Kookaburra AI'],
    ['meta[property="og:locale"]', 'content', 'en_AU'],
    ['meta[property="og:url"]', 'content', meta.canonical],
    ['meta[property="og:title"]', 'content', social.title],
    ['meta[property="og:description"]', 'content', social.description],
    ['meta[property="og:image"]', 'content', social.image.url],
    ['meta[property="og:image:width"]', 'content', String(social.image.width)],
    ['meta[property="og:image:height"]', 'content', String(social.image.height)],
    ['meta[property="og:image:alt"]', 'content', social.image.alt],
    ['meta[name="twitter:card"]', 'content', 'summary_large_image'],
    ['meta[name="twitter:title"]', 'content', social.title],
    ['meta[name="twitter:description"]', 'content', social.description],
    ['meta[name="twitter:image"]', 'content', social.image.url],
    ['meta[name="twitter:image:alt"]', 'content', social.image.alt],
  ]
}

/** What the document's head holds: each tag's values, in one look. */
async function readHead(page: Page, selectors: readonly (readonly [string, string])[]) {
  return page.evaluate((wanted) => {
    const values = (selector: string, attribute: string) =>
      [...document.head.querySelectorAll(selector)].map((tag) => tag.getAttribute(attribute))
    return {
      titles: [...document.querySelectorAll('title')].map((tag) => tag.textContent),
      tags: wanted.map(([selector, attribute]) => [selector, values(selector, attribute)]),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
        JSON.parse(script.textContent ?? 'null'),
      ),
    }
  }, selectors)
}

/** Asserts the document's head describes exactly this page: one of each tag, all its JSON-LD. */
async function expectHeadOf(page: Page, path: string): Promise<void> {
  const meta = pageMeta(path)
  if (!meta) throw new Error(`${path} has no metadata`)
  const expected = expectedHead(meta)
  const selectors = expected.map(([selector, attribute]) => [selector, attribute] as const)
  // One read of the whole head per try: the head changes in one commit after a navigation.
  await expect
    .poll(() => readHead(page, selectors), { message: `the head of ${path}` })
    .toEqual({
      titles: [meta.title],
      tags: expected.map(([selector, , value]) => [selector, [value]]),
      jsonLd: JSON.parse(JSON.stringify(meta.structuredData)),
    })
}

/** Navigates inside the running app, the way the browser's history does: no document load. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

test('the prerendered HTML of every page carries its whole head, and names a 1200×630 PNG card', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  // No JavaScript at all: what a crawler or a link preview sees.
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const { path } of routes) {
    await page.goto(path)
    await expectHeadOf(page, path)
    // The card the head names, fetched from this build instead of the live origin.
    const image = pageMeta(path)?.social.image.url ?? ''
    expect(image.startsWith(`${site.origin}/`), `${path}: og:image ${image}`).toBe(true)
    const card = await page.request.get(`${baseURL}${image.slice(site.origin.length)}`)
    expect(card.status(), `${path}: ${image}`).toBe(200)
    expect(pngSize(await card.body()), `${path}: ${image}`).toEqual({ width: 1200, height: 630 })
  }
  await context.close()
})

test('client navigation across page kinds keeps one of each tag and updates them', async ({
  page,
  consoleErrors,
}) => {
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname)
  })
  await page.goto('/')
  await waitForHydration(page)
  await expectHeadOf(page, '/')

  for (const path of [
    '/blog/voice-ai-revolution',
    '/ai-voice-agents-pricing',
    '/jordan-blake-ai',
    '/',
  ]) {
    await navigateInApp(page, path)
    await expect(page).toHaveURL(path)
    await expectHeadOf(page, path)
    await expect(page.locator('h1')).toHaveCount(1)
  }
  // Every page after the first came without a document load.
  expect(documents).toEqual(['/'])
  expect(consoleErrors.messages).toEqual([])
})

test('every page preloads the one typeface file its stylesheet uses, and renders in it', async ({
  page,
}) => {
  const fonts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname)
  })
  await page.goto('/about')
  const preload = page.locator('head link[rel="preload"][as="font"]')
  await expect(preload).toHaveCount(1)
  await expect(preload).toHaveAttribute('type', 'font/woff2')
  await expect(preload).toHaveAttribute('crossorigin', 'anonymous')
  const href = await preload.getAttribute('href')
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Plus Jakarta Sans Variable"')))
    .toBe(true)
  // One download, the preloaded one, reused by the stylesheet's @font-face.
  expect(fonts).toEqual([href])
})

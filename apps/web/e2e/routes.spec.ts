import { notFoundPage, pageMeta, routes } from '@org/content'
import { expect, test } from './fixtures'

for (const { path } of routes) {
  test(`${path} is prerendered, has its title and one h1, and logs no errors`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    const meta = pageMeta(path)
    if (!meta) throw new Error(`${path} has no metadata`)
    // The HTML itself carries the title and the heading, before any script runs.
    const prerendered = await request.get(path)
    expect(prerendered.status()).toBe(200)
    const html = await prerendered.text()
    expect(html).toContain(`<title>${escapeHtml(meta.title)}</title>`)
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1)

    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(meta.title)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-AU')
    await page.waitForLoadState('networkidle')
    expect(consoleErrors.messages).toEqual([])
  })
}

test('an unknown path answers 404 with the not-found page and logs the path', async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundPage.code)
  await expect(page.getByText(notFoundPage.heading)).toBeVisible()
  await expect
    .poll(() => consoleErrors.messages)
    .toContainEqual(expect.stringContaining('/no-such-page'))

  await page.getByRole('link', { name: notFoundPage.home.label }).click()
  await expect(page).toHaveURL('/')
  await expect(page).toHaveTitle(pageMeta('/')?.title ?? '')
})

test('the build writes the not-found page to 404.html for static hosts', async ({ request }) => {
  const response = await request.get('/404.html')
  const html = await response.text()
  expect(html).toContain(`<h1`)
  expect(html).toContain(notFoundPage.heading)
  expect(html).toContain('<meta name="robots" content="noindex"/>')
})

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
}

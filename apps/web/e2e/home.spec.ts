import { expect, test } from '@playwright/test'

test('home is prerendered with its title and heading', async ({ page, request }) => {
  // The HTML itself carries the content, before any script runs.
  const html = await (await request.get('/')).text()
  expect(html).toContain('AI that answers every call, 24/7')
  expect(html).toMatch(/<title>[^<]*\| Kookaburra AI<\/title>/)

  await page.goto('/')
  await expect(page).toHaveTitle(/\| Kookaburra AI$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'AI that answers every call, 24/7',
  )
  await expect(page.getByRole('link', { name: 'Call 0491 570 156' })).toHaveAttribute(
    'href',
    'tel:+61491570156',
  )
})

test('the first Tab lands on a visibly focused call to action', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  const focused = page.getByRole('link', { name: 'Call 0491 570 156' })
  await expect(focused).toBeFocused()
  const outline = await focused.evaluate((el) => getComputedStyle(el).outlineStyle)
  expect(outline).not.toBe('none')
})

test('an unknown path shows the not-found page and leads home', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })

  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
  await expect.poll(() => errors.join('\n')).toContain('/no-such-page')

  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

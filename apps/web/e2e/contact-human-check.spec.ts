import type { Page } from '@playwright/test'
import {
  answerNextWith,
  contact,
  contactLaunchOptions,
  expectFormToHold,
  expectRetryStoredOnce,
  submitButton,
  typeFreshMessage,
  uniqueMessage,
} from './contact-page'
import { contactRowsFor, testSignerContactUrl } from './contact-signer'
import { expect, test } from './fixtures'
import { blockTurnstile } from './turnstile-block'

test.use({ launchOptions: contactLaunchOptions })

const failureAlert = (page: Page) => page.locator('#contact form').getByRole('alert')

test('every send carries a fresh human-check token, which the real signer redeems', async ({
  page,
}) => {
  const { requests, input } = await typeFreshMessage(page)
  await expectRetryStoredOnce(page, requests, input)
  expect(requests.map((sent) => sent.request.headers()['x-turnstile-token'])).toEqual([
    'XXXX.DUMMY.TOKEN.XXXX',
  ])
})

for (const [status, code] of [
  [403, 'turnstile-failed'],
  [403, 'turnstile-spent'],
  [503, 'turnstile-unavailable'],
] as const) {
  test(`a refused human check (${code}) keeps the text, and Send again stores one row`, async ({
    page,
  }) => {
    const { requests, input } = await typeFreshMessage(page)
    await answerNextWith(page, status, { error: 'Human check failed', details: 'Try again.', code })
    await submitButton(page).click()
    await expect(failureAlert(page)).toHaveText(contact.humanCheckFailed)
    await expectFormToHold(page, input)
    await expectRetryStoredOnce(page, requests, input)
  })
}

test('a widget that fails in the browser sends nothing and keeps the text', async ({ page }) => {
  await blockTurnstile(page)
  const { requests, input } = await typeFreshMessage(page)
  await submitButton(page).click()
  await expect(failureAlert(page)).toHaveText(contact.humanCheckFailed)
  await expectFormToHold(page, input)
  expect(requests).toEqual([])
  expect(contactRowsFor(input.email)).toEqual([])
})

test('a script with the anon key but no token is refused by the running signer and stores nothing', async ({
  page,
}) => {
  const input = uniqueMessage()
  const answer = await page.request.post(testSignerContactUrl, {
    headers: { apikey: 'local-anon-key', 'content-type': 'application/json' },
    data: input,
  })
  expect(answer.status()).toBe(403)
  expect(await answer.json()).toMatchObject({ code: 'turnstile-missing' })
  expect(contactRowsFor(input.email)).toEqual([])
})

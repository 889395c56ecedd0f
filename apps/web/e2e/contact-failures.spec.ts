import type { Page, Route } from '@playwright/test'
import {
  answerNextWith,
  contact,
  contactLaunchOptions,
  expectFormToHold,
  expectRetryStoredOnce,
  field,
  fillContactForm,
  openContactForm,
  siteOrigin,
  submitButton,
  successNote,
  typeFreshMessage,
  uniqueMessage,
  waitForContactForm,
  watchContactRequests,
} from './contact-page'
import { contactFunctionUrl, contactRowsFor, testSignerContactUrl } from './contact-signer'
import { expect, test, waitForHydration } from './fixtures'

test.use({ launchOptions: contactLaunchOptions })

/** The visible failure message, in the form's alert region. */
function failureAlert(page: Page) {
  return page.locator('#contact form').getByRole('alert')
}

test('a double click sends one request and stores one row', async ({ page }) => {
  const { requests, input } = await typeFreshMessage(page)
  await submitButton(page).dblclick()
  await expect(successNote(page)).toBeFocused()
  expect(requests).toHaveLength(1)
  expect(contactRowsFor(input.email)).toHaveLength(1)
})

test('while sending, the button says so, refuses more clicks and its spinner honours reduced motion', async ({
  page,
}) => {
  const requests = watchContactRequests(page)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openContactForm(page)
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(
    contactFunctionUrl,
    async (route: Route) => {
      await held
      await route.continue()
    },
    { times: 1 },
  )
  const input = uniqueMessage()
  await fillContactForm(page, input)
  const button = submitButton(page)
  await button.click()

  // The request is held: check the sending state in as few steps as possible, so the check
  // ends long before the form's own time limit for an answer.
  await expect(button).toHaveText(contact.sending)
  const sendingState = () =>
    page.evaluate(() => {
      const control = document.querySelector('#contact form button[type="submit"]')
      const spinner = control?.querySelector('svg')
      return {
        disabled: control?.getAttribute('aria-disabled'),
        announced: document.querySelector('#contact form [role="status"]')?.textContent,
        animation: spinner ? getComputedStyle(spinner).animationName : undefined,
      }
    })
  expect(await sendingState()).toEqual({
    disabled: 'true',
    announced: contact.sending,
    animation: 'none',
  })
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  expect((await sendingState()).animation).toBe('spin')
  // A visitor's click does not wait for the button to look enabled, so neither does this one.
  await button.click({ force: true })
  await page.keyboard.press('Enter')
  // The first request leaves once the form's sending code has loaded, which on a busy machine can
  // be after the clicks above: wait for it to be held. That no click made a second one is checked
  // once everything has settled, after the answer.
  await expect.poll(() => requests.length).toBe(1)

  release()
  await expect(successNote(page)).toBeFocused()
  expect(requests).toHaveLength(1)
  expect(contactRowsFor(input.email)).toHaveLength(1)
})

test('when the signer cannot be reached, everything typed stays and the retry stores one row', async ({
  page,
}) => {
  const { requests, input } = await typeFreshMessage(page)
  await page.route(contactFunctionUrl, (route) => route.abort('connectionrefused'), { times: 1 })
  await submitButton(page).click()

  await expect(failureAlert(page)).toHaveText(contact.unreachable)
  await expectFormToHold(page, input)
  await expect(submitButton(page)).toHaveText(contact.submit)
  expect(contactRowsFor(input.email)).toEqual([])

  await expectRetryStoredOnce(page, requests, input)
})

test('when the answer is lost after the signer stored the message, the retry stores nothing new', async ({
  page,
}) => {
  const { requests, input } = await typeFreshMessage(page)
  // The request reaches the signer and is stored, but the visitor sees a server error.
  let firstAnswer: unknown
  await page.route(
    contactFunctionUrl,
    async (route) => {
      const stored = await route.fetch({ url: testSignerContactUrl })
      firstAnswer = await stored.json()
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': siteOrigin(page) },
        body: JSON.stringify({ error: 'Internal error', details: 'Something went wrong.' }),
      })
    },
    { times: 1 },
  )
  await submitButton(page).click()
  await expect(failureAlert(page)).toHaveText(contact.failure)
  await expectFormToHold(page, input)
  expect(contactRowsFor(input.email)).toHaveLength(1)

  const retry = page.waitForResponse(
    (response) => response.url() === contactFunctionUrl && response.request().method() === 'POST',
  )
  await submitButton(page).click()
  await expect(successNote(page)).toBeFocused()
  // The signer recognised the key and answered with the first row's id.
  expect(await (await retry).json()).toEqual(firstAnswer)
  const rows = contactRowsFor(input.email)
  expect(rows).toHaveLength(1)
  expect(requests).toHaveLength(2)
  expect(requests[1]?.idempotencyKey).toBe(requests[0]?.idempotencyKey)
  expect(rows[0]?.idempotency_key).toBe(requests[0]?.idempotencyKey)
})

test('a server error keeps the text; a changed message then goes with a new key', async ({
  page,
}) => {
  const { requests, input } = await typeFreshMessage(page)
  await answerNextWith(page, 500, { error: 'Internal error', details: 'Something went wrong.' })
  await submitButton(page).click()
  await expect(failureAlert(page)).toHaveText(contact.failure)
  await expectFormToHold(page, input)

  const edited = { ...input, message: `${input.message} Mornings are worst.` }
  await field(page, 'message').fill(edited.message)
  await submitButton(page).click()
  await expect(successNote(page)).toBeFocused()
  const rows = contactRowsFor(input.email)
  expect(rows.map((row) => row.message)).toEqual([edited.message])
  expect(requests).toHaveLength(2)
  expect(requests[1]?.idempotencyKey).not.toBe(requests[0]?.idempotencyKey)
})

test('told to slow down, the visitor keeps the text and the retry stores one row', async ({
  page,
}) => {
  const { requests, input } = await typeFreshMessage(page)
  await answerNextWith(
    page,
    429,
    { error: 'Too many requests', details: 'Please wait 30 seconds and try again.' },
    { 'retry-after': '30' },
  )
  await submitButton(page).click()
  await expect(failureAlert(page)).toHaveText(contact.rateLimited)
  await expectFormToHold(page, input)

  await expectRetryStoredOnce(page, requests, input)
})

test('after a failure and a reload, the draft is back and the retry reuses its key', async ({
  page,
}) => {
  // Two loads of the home page, five fields typed and a stored retry: on a machine busy with the
  // rest of the suite this alone has taken 30 s, the default budget, while every step passed.
  test.slow()
  const { requests, input } = await typeFreshMessage(page)
  await page.route(contactFunctionUrl, (route) => route.abort('internetdisconnected'), {
    times: 1,
  })
  await submitButton(page).click()
  await expect(failureAlert(page)).toHaveText(contact.unreachable)

  await page.reload({ waitUntil: 'domcontentloaded' })
  await waitForContactForm(page)
  await expectFormToHold(page, input)
  await expectRetryStoredOnce(page, requests, input)
})

test('when the form’s own code cannot load, the visitor is told and keeps the text', async ({
  page,
}) => {
  await openContactForm(page)
  // Every part of the page that fetches its code later (the header, say) has it by now.
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  // From here on no script loads, as when the connection drops before the form is used.
  await page.route('**/assets/*.js', (route) => route.abort('internetdisconnected'))
  const input = uniqueMessage()
  await fillContactForm(page, input)
  await submitButton(page).click()
  await expect(failureAlert(page)).toHaveText(contact.unreachable)
  await expectFormToHold(page, input)

  await page.unroute('**/assets/*.js')
  await submitButton(page).click()
  await expect(successNote(page)).toBeFocused()
  expect(contactRowsFor(input.email)).toHaveLength(1)
})

import { contactRequestSchema, honeypotField, hrefOf, site } from '@org/content'
import { parsePolicy } from '../scripts/lib/csp.ts'
import {
  type ContactField,
  type ContactInput,
  contact,
  contactFormState,
  contactLaunchOptions,
  expectFieldError,
  expectFormToHold,
  field,
  fillContactForm,
  openContactForm,
  submitButton,
  successNote,
  uniqueMessage,
  waitForContactForm,
  watchContactRequests,
} from './contact-page'
import { builtSignerOrigin, contactRowsFor } from './contact-signer'
import { expect, test } from './fixtures'

test.use({ launchOptions: contactLaunchOptions })

/** The schema's message for one field of this input: what the signer would answer. */
function schemaMessage(input: ContactInput, name: ContactField): string {
  const result = contactRequestSchema.safeParse(input)
  const message = result.error?.issues.find((issue) => issue.path[0] === name)?.message
  if (!message) throw new Error(`The schema accepts ${name} = ${JSON.stringify(input[name])}.`)
  return message
}

test('the form is in the prerendered page and posts nowhere by itself', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const form = /<section[^>]*id="contact"[\s\S]*?<form([^>]*)>/.exec(html)
  expect(form, 'the contact section and its form are in the HTML').not.toBeNull()
  expect(form?.[1]).not.toMatch(/\saction=/)
  expect(form?.[1]).toMatch(/method="dialog"/)
  for (const label of Object.values(contact.fields)) expect(html).toContain(label)
  // Where scripts do not run, the form says how else to reach us.
  expect(html).toMatch(new RegExp(`<noscript>.*${contact.noScript}.*</noscript>`))
})

test('the section shows its texts and the other ways to reach us', async ({
  page,
  consoleErrors,
}) => {
  await openContactForm(page)
  const section = page.getByRole('region', { name: contact.heading })
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(contact.heading)
  await expect(section.getByText(contact.intro ?? '')).toBeVisible()
  await expect(section.getByRole('link', { name: contact.details.phone })).toHaveAttribute(
    'href',
    hrefOf({ type: 'tel' }) ?? '',
  )
  await expect(section.getByRole('link', { name: contact.details.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  )
  await expect(section.getByText(contact.details.hours)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  // The honeypot is out of sight and out of reach for people and assistive technology, and
  // marked for autofill and password managers to leave alone.
  const honeypot = page.locator(`input[name="${honeypotField}"]`)
  await expect(honeypot).toHaveAttribute('tabindex', '-1')
  await expect(honeypot).toHaveAttribute('autocomplete', 'off')
  for (const ignore of ['data-1p-ignore', 'data-lpignore', 'data-bwignore']) {
    await expect(honeypot).toHaveAttribute(ignore)
  }
  await expect(page.getByRole('textbox', { name: contact.honeypot })).toHaveCount(0)
  // The collection notice links to the policy it summarises.
  await expect(section.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  )
  expect(consoleErrors.messages).toEqual([])
})

test('the validator and the sender load only once the visitor reaches the form', async ({
  page,
}) => {
  const validatorMarker = contactRequestSchema.safeParse({}).error?.issues[0]?.message ?? ''
  expect(validatorMarker).not.toBe('')
  const loaded = { validator: false, sender: false, scripts: 0 }
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return
    loaded.scripts += 1
    const body = await response.text().catch(() => '')
    if (body.includes(validatorMarker)) loaded.validator = true
    if (body.includes('supabase-js')) loaded.sender = true
  })
  await openContactForm(page)
  await page.waitForLoadState('networkidle')
  expect(loaded.scripts).toBeGreaterThan(0)
  expect(loaded).toMatchObject({ validator: false, sender: false })

  await field(page, 'name').focus()
  await expect.poll(() => loaded.validator && loaded.sender).toBe(true)
})

/** Bad values for each field, one submit each; the expected messages come from the schema. */
const badValues: Record<ContactField, string[]> = {
  name: ['', 'x'.repeat(101)],
  email: ['', 'sam@', `${'a'.repeat(250)}@x.com`],
  phone: ['call me', '0'.repeat(31)],
  company: ['x'.repeat(101)],
  message: ['', '  too short  ', 'x'.repeat(2001)],
}

for (const [name, values] of Object.entries(badValues) as [ContactField, string[]][]) {
  for (const bad of values) {
    test(`${name} = "${bad.slice(0, 12)}${bad.length > 12 ? '…' : ''}" (${bad.length} characters): refused with the schema's own words`, async ({
      page,
    }) => {
      const requests = watchContactRequests(page)
      await openContactForm(page)
      const input = uniqueMessage({ [name]: bad })
      const expected = schemaMessage(input, name)
      await fillContactForm(page, input)
      await submitButton(page).click()

      // Focus on the field, its message beside it and in the summary, and all text kept.
      await expect
        .poll(() => contactFormState(page))
        .toEqual({
          focused: contact.fields[name],
          values: input,
          errors: { [name]: expected },
          summary: [expected],
        })
      // What a screen reader reads on reaching the field: the message first.
      await expectFieldError(page, name, expected)
      expect(requests).toHaveLength(0)
    })
  }
}

test('an empty form lists every problem in order; each summary link focuses its field', async ({
  page,
}) => {
  await openContactForm(page)
  await submitButton(page).click()
  const empty = { name: '', email: '', phone: '', company: '', message: '' }
  const message = (name: ContactField) => schemaMessage(empty, name)
  await expect
    .poll(() => contactFormState(page))
    .toEqual({
      focused: contact.fields.name,
      values: empty,
      errors: { name: message('name'), email: message('email'), message: message('message') },
      summary: [message('name'), message('email'), message('message')],
    })

  const summary = page.getByRole('heading', { name: contact.errorSummary }).locator('..')
  await summary.getByRole('link', { name: message('message') }).click()
  await expect(field(page, 'message')).toBeFocused()

  // Fixing a field clears its message at once, in place and in the summary.
  await field(page, 'email').fill('sam@nguyenplumbing.com.au')
  await expect
    .poll(() => contactFormState(page))
    .toEqual({
      focused: contact.fields.email,
      values: { ...empty, email: 'sam@nguyenplumbing.com.au' },
      errors: { name: message('name'), message: message('message') },
      summary: [message('name'), message('message')],
    })
})

test('leaving a field with a mistake in it shows the mistake; leaving it empty does not', async ({
  page,
}) => {
  await openContactForm(page)
  await field(page, 'name').focus()
  await field(page, 'email').focus()
  await expect(field(page, 'name')).not.toHaveAttribute('aria-invalid')

  await field(page, 'email').fill('sam@')
  await field(page, 'message').focus()
  await expectFieldError(page, 'email', schemaMessage(uniqueMessage({ email: 'sam@' }), 'email'))
})

test('a valid message is stored once, the visitor is thanked, and the form can be used again', async ({
  page,
  consoleErrors,
}) => {
  const requests = watchContactRequests(page)
  await openContactForm(page)
  const input = uniqueMessage({ name: '  Sam Nguyen ', company: '' })
  await fillContactForm(page, input)
  await submitButton(page).click()

  const note = successNote(page)
  await expect(note).toBeFocused()
  await expect(note).toHaveAccessibleName(contact.successHeading)
  await expect(note).toHaveAccessibleDescription(contact.success)

  const rows = contactRowsFor(input.email)
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({
    name: 'Sam Nguyen',
    email: input.email,
    phone: input.phone,
    company: null,
    message: input.message,
    idempotency_key: requests[0]?.idempotencyKey,
  })
  expect(requests).toHaveLength(1)
  expect(requests[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)

  // Sent means the draft is gone: a reload shows an empty form.
  await note.getByRole('button', { name: contact.sendAnother }).click()
  await expect(field(page, 'name')).toBeFocused()
  await expect(field(page, 'name')).toHaveValue('')
  await page.reload({ waitUntil: 'domcontentloaded' })
  await waitForContactForm(page)
  await expect(field(page, 'message')).toHaveValue('')
  expect(consoleErrors.messages).toEqual([])
})

test('a form with the honeypot filled is thanked like anyone else and stored as spam', async ({
  page,
}) => {
  const requests = watchContactRequests(page)
  await openContactForm(page)
  const input = uniqueMessage()
  await fillContactForm(page, input)
  // What a bot (or an overeager autofill) does: fill every input it finds, seen or not.
  await page.locator(`input[name="${honeypotField}"]`).evaluate((element: HTMLInputElement) => {
    element.value = 'https://spam.example'
  })
  await submitButton(page).click()
  await expect(successNote(page)).toBeFocused()
  expect(requests).toHaveLength(1)
  expect(requests[0]?.body).toMatchObject({ [honeypotField]: 'https://spam.example' })
  // Kept for the owner to find, never notified.
  expect(contactRowsFor(input.email)).toMatchObject([
    { email: input.email, spam: 1, delivery_state: 'skipped', email_sent_at: null },
  ])
})

test("a request sent from the site reaches the owner's mail through the signer's queue", async ({
  page,
}) => {
  await openContactForm(page)
  const input = uniqueMessage()
  await fillContactForm(page, input)
  await submitButton(page).click()
  await expect(successNote(page)).toBeFocused()
  // The queue consumer emails the owner through the local send_email binding and records it.
  await expect
    .poll(() => contactRowsFor(input.email)[0]?.delivery_state, { timeout: 60_000 })
    .toBe('sent')
  expect(contactRowsFor(input.email)).toMatchObject([
    { spam: 0, delivery_state: 'sent', email_sent_at: expect.any(String) },
  ])
})

test('a draft survives a reload until it is sent', async ({ page }) => {
  await openContactForm(page)
  const input = uniqueMessage()
  await fillContactForm(page, input)
  await page.reload({ waitUntil: 'domcontentloaded' })
  await waitForContactForm(page)
  await expectFormToHold(page, input)
})

test('the Content Security Policy served with the page allows the form to reach the signer', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI}`)
    })
  })
  const requests = watchContactRequests(page)
  const response = await page.goto('/#contact')
  await waitForContactForm(page)
  const policy = parsePolicy(response?.headers()['content-security-policy'] ?? '')
  expect(policy.get('connect-src')).toContain(builtSignerOrigin)

  await fillContactForm(page, uniqueMessage())
  await submitButton(page).click()
  await expect(successNote(page)).toBeFocused()
  expect(new URL(requests[0]?.request.url() ?? '').origin).toBe(builtSignerOrigin)
  expect(
    await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  ).toEqual([])
})

test('the form fits a 360 px screen, errors and all', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await openContactForm(page)
  await fillContactForm(page, uniqueMessage({ email: `${'a'.repeat(60)}@x`, message: 'short' }))
  await submitButton(page).click()
  await expect(field(page, 'email')).toBeFocused()
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  )
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('sending the form goes nowhere and keeps the text', async ({ page }) => {
    const requests: string[] = []
    await page.goto('/')
    // Anything but the browser's own fetch of the icon: a navigation or a form post.
    page.on('request', (request) => {
      if (request.isNavigationRequest() || request.method() !== 'GET') {
        requests.push(`${request.method()} ${request.url()}`)
      }
    })
    await fillContactForm(page, uniqueMessage())
    await submitButton(page).click()
    await expect(page).toHaveURL('/')
    await expect(field(page, 'name')).toHaveValue('Sam Nguyen')
    expect(requests).toEqual([])
  })
})

import { randomUUID } from 'node:crypto'
import { homeLazy } from '@org/content'
import { chromiumLaunchOptions } from '@org/tooling/chromium'
import { expect, type Page, type Request } from '@playwright/test'
import { contactFunctionUrl, contactRowsFor, contactSignerBrowserArgs } from './contact-signer'

/** The contact section's texts, as content defines them. */
export const contact = homeLazy.contact

/** Browser launch options that route the built site's signer origin to the test signer. */
export const contactLaunchOptions = chromiumLaunchOptions(contactSignerBrowserArgs())

/** The form's visible fields. */
export const contactFields = ['name', 'email', 'phone', 'company', 'message'] as const
export type ContactField = (typeof contactFields)[number]
export type ContactInput = Record<ContactField, string>

/** A valid message with an email address no other test uses, so its D1 rows are its own. */
export function uniqueMessage(overrides: Partial<ContactInput> = {}): ContactInput {
  const token = randomUUID().slice(0, 8)
  return {
    name: 'Sam Nguyen',
    email: `sam.${token}@nguyenplumbing.com.au`,
    phone: '0491 570 156',
    company: 'Nguyen Plumbing',
    message: `We miss calls while on jobs (${token}). Can a voice agent book them in?`,
    ...overrides,
  }
}

/** A field's control, found by its visible label. */
export function field(page: Page, name: ContactField) {
  return page.getByLabel(contact.fields[name])
}

/** The form's submit button (its label changes while sending). */
export function submitButton(page: Page) {
  return page.locator('#contact form button[type="submit"]')
}

/**
 * Waits until React runs the form: the page may keep a section's prerendered HTML static and
 * mount its component later (when it comes near the viewport), and only then does the form work.
 */
export async function waitForContactForm(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const form = document.querySelector('#contact form')
    return form !== null && Object.keys(form).some((key) => key.startsWith('__react'))
  })
}

/** Opens the home page at the contact section, with the form running. */
export async function openContactForm(page: Page): Promise<void> {
  // The form's readiness is what counts, not every image of the page.
  await page.goto('/#contact', { waitUntil: 'domcontentloaded' })
  await waitForContactForm(page)
}

/** Types a message into the form, field by field. */
export async function fillContactForm(page: Page, input: Partial<ContactInput>): Promise<void> {
  for (const name of contactFields) {
    const value = input[name]
    if (value !== undefined) await field(page, name).fill(value)
  }
}

/** Asserts every field still holds what was typed. */
export async function expectFormToHold(page: Page, input: ContactInput): Promise<void> {
  for (const name of contactFields) await expect(field(page, name)).toHaveValue(input[name])
}

/**
 * Asserts a field is marked invalid and describes itself with exactly this message first (its
 * help text, if any, follows), which is what a screen reader reads on reaching it.
 */
export async function expectFieldError(page: Page, name: ContactField, message: string) {
  const control = field(page, name)
  await expect(control).toHaveAttribute('aria-invalid', 'true')
  const describedBy = (await control.getAttribute('aria-describedby')) ?? ''
  const [errorId] = describedBy.split(' ')
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText(message)
  await expect(control).toHaveAccessibleDescription(
    name === 'message' ? `${message} ${contact.messageHelp}` : message,
  )
}

/** The success note that replaces the form. */
export function successNote(page: Page) {
  return page.getByRole('status').filter({ hasText: contact.successHeading })
}

/** Every contact request the page sends (POSTs, not preflights), with its idempotency key. */
export function watchContactRequests(page: Page) {
  const sent: { request: Request; idempotencyKey: string | undefined; body: unknown }[] = []
  page.on('request', (request) => {
    if (request.url() !== contactFunctionUrl || request.method() !== 'POST') return
    sent.push({
      request,
      idempotencyKey: request.headers()['idempotency-key'],
      body: request.postDataJSON(),
    })
  })
  return sent
}

/** Opens the form and types a fresh valid message; returns it and the requests the page sends. */
export async function typeFreshMessage(page: Page) {
  const requests = watchContactRequests(page)
  await openContactForm(page)
  const input = uniqueMessage()
  await fillContactForm(page, input)
  return { requests, input }
}

/**
 * Sends the message again after a failed try and checks the outcome: thanked, one row stored,
 * and every try carried that row's idempotency key.
 */
export async function expectRetryStoredOnce(
  page: Page,
  requests: ReturnType<typeof watchContactRequests>,
  input: ContactInput,
): Promise<void> {
  await submitButton(page).click()
  await expect(successNote(page)).toBeFocused()
  const rows = contactRowsFor(input.email)
  expect(rows).toHaveLength(1)
  const key = rows[0]?.idempotency_key
  expect(key).toBeTruthy()
  expect(requests.map((sent) => sent.idempotencyKey)).toEqual(requests.map(() => key))
}

/** What a visitor (and a screen reader) can tell about the form at one moment. */
export interface ContactFormState {
  /** The label of the focused control, if a control of the form has focus. */
  focused: string | undefined
  values: ContactInput
  /** Each field marked invalid, with the text its `aria-describedby` points to first. */
  errors: Partial<ContactInput>
  /** The links of the error summary, in order. */
  summary: string[]
}

/**
 * Reads the form's state in one step (labels, values, errors, summary), so a check of all of it
 * costs one round trip however busy the machine is; poll it with `expect.poll`.
 */
export function contactFormState(page: Page): Promise<ContactFormState> {
  return page.evaluate(
    ({ fields, summaryTitle }) => {
      const form = document.querySelector('#contact form')
      const controls = fields.map((name) => {
        const control = form?.querySelector<HTMLInputElement>(`[name="${name}"]`)
        const label = control ? form?.querySelector(`label[for="${control.id}"]`) : null
        const errorId = control?.getAttribute('aria-describedby')?.split(' ')[0]
        const invalid = control?.getAttribute('aria-invalid') === 'true'
        return {
          name,
          control,
          label: label?.firstChild?.textContent ?? '',
          value: control?.value ?? '',
          error: invalid && errorId ? document.getElementById(errorId)?.textContent : undefined,
        }
      })
      const title = [...(form?.querySelectorAll('h3') ?? [])].find(
        (heading) => heading.textContent === summaryTitle,
      )
      return {
        focused: controls.find((entry) => entry.control === document.activeElement)?.label,
        values: Object.fromEntries(controls.map((entry) => [entry.name, entry.value])),
        errors: Object.fromEntries(
          controls.filter((entry) => entry.error !== undefined).map((e) => [e.name, e.error]),
        ),
        summary: [...(title?.parentElement?.querySelectorAll('a') ?? [])].map(
          (link) => link.textContent ?? '',
        ),
      } as ContactFormState
    },
    { fields: [...contactFields], summaryTitle: contact.errorSummary },
  )
}

/** The page's origin, which the signer grants CORS to; a routed answer must grant it too. */
export const siteOrigin = (page: Page) => new URL(page.url()).origin

/** Answers the next contact request with `status` and the signer's error shape. */
export async function answerNextWith(
  page: Page,
  status: number,
  body: { error: string; details: string; code?: string },
  headers: Record<string, string> = {},
): Promise<void> {
  await page.route(
    contactFunctionUrl,
    (route) =>
      route.fulfill({
        status,
        contentType: 'application/json',
        headers: {
          'access-control-allow-origin': siteOrigin(page),
          'access-control-expose-headers': 'Retry-After',
          ...headers,
        },
        body: JSON.stringify(body),
      }),
    { times: 1 },
  )
}

import { randomUUID } from 'node:crypto'
import { homeLazy } from '@org/content'
import { expect, type Page, type Request } from '@playwright/test'
import { chromiumLaunchOptions } from '../../../tooling/chromium.ts'
import { contactFunctionUrl, contactSignerBrowserArgs } from './contact-signer'
import { waitForHydration } from './fixtures'

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

/** Opens the home page at the contact section, hydrated. */
export async function openContactForm(page: Page): Promise<void> {
  await page.goto('/#contact')
  await waitForHydration(page)
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

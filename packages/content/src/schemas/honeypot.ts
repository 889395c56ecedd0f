/**
 * The name of the contact form's hidden honeypot field. Deliberately meaningless: browser
 * autofill and password managers fill fields whose name, id or label look like a name, an
 * address, a company or a website, so a meaningful name would catch people. Kept apart from the
 * schema so the form's markup can read it without shipping zod.
 */
export const honeypotField = 'kbz_hollow'

/**
 * Whether the hidden honeypot field holds anything: any value but absent, `null` or an empty
 * string, whatever its type or length. People cannot see the field, so a filled one most likely
 * means a bot: the request is stored flagged as spam and gets the usual answer.
 */
export function isHoneypotFilled(value: unknown): boolean {
  return value !== undefined && value !== null && value !== ''
}

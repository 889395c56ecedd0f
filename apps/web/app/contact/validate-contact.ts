import { contactRequestSchema } from '@org/content'
import {
  type ContactFieldErrors,
  type ContactValues,
  contactFieldNames,
  isContactField,
} from './contact-fields'

/** The outcome of checking the form: the request as the signer will store it, or what to fix. */
export type ContactValidation =
  | { ok: true; fingerprint: string }
  | { ok: false; errors: ContactFieldErrors }

/**
 * Checks the form with the same schema the signer applies (`contactRequestSchema` from
 * `@org/content`), so a message the form accepts is one the signer accepts, and each field's
 * message is worded exactly as the signer would word it. Loaded with the form's own chunk: zod
 * never ships with a page.
 *
 * On success it returns a fingerprint of the validated request (trimmed, blanks dropped), the
 * same fields the signer compares when an idempotency key is repeated.
 */
export function validateContact(values: ContactValues): ContactValidation {
  const result = contactRequestSchema.safeParse(values)
  if (result.success) {
    const request = result.data
    return {
      ok: true,
      fingerprint: JSON.stringify(contactFieldNames.map((field) => request[field] ?? null)),
    }
  }
  const errors: ContactFieldErrors = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0])
    // The first message per field, as the signer reports it.
    if (isContactField(field)) errors[field] ??= issue.message
  }
  return { ok: false, errors }
}

import { honeypotField } from '@org/content'

/** The form's visible fields, in the order they appear (and the order errors are listed in). */
export const contactFieldNames = ['name', 'email', 'phone', 'company', 'message'] as const

/** One of the form's visible fields; each is also its request field's name. */
export type ContactFieldName = (typeof contactFieldNames)[number]

/** What the visitor typed, as text, field by field. */
export type ContactValues = Record<ContactFieldName, string>

/** Each invalid field's message; a field that is fine has no entry. */
export type ContactFieldErrors = Partial<Record<ContactFieldName, string>>

/**
 * The hidden honeypot field's name: the request field the signer checks for bots. Meaningless on
 * purpose (from `@org/content`, which the signer reads too), so autofill leaves it alone.
 */
export const honeypotName = honeypotField

/** The honeypot control's `id`, as meaningless as its name. */
export const honeypotId = `contact-${honeypotField}`

/** The `id` of a field's control, so the error summary can link to it. */
export function contactFieldId(field: ContactFieldName): string {
  return `contact-${field}`
}

/** Whether a string names one of the form's visible fields. */
export function isContactField(name: string): name is ContactFieldName {
  return (contactFieldNames as readonly string[]).includes(name)
}

/** The form's values as typed; a missing control reads as empty. */
export function readContactValues(form: HTMLFormElement): ContactValues {
  const data = new FormData(form)
  const text = (name: string) => {
    const value = data.get(name)
    return typeof value === 'string' ? value : ''
  }
  return {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    message: text('message'),
  }
}

/** The first field, in form order, that has an error. */
export function firstInvalidField(errors: ContactFieldErrors): ContactFieldName | undefined {
  return contactFieldNames.find((field) => errors[field] !== undefined)
}

import { contactRequestSchema } from '@org/content'
import { describe, expect, it } from 'vitest'
import type { ContactValues } from './contact-fields'
import { validateContact } from './validate-contact'

const valid: ContactValues = {
  name: 'Sam Nguyen',
  email: 'sam@nguyenplumbing.com.au',
  phone: '0491 570 156',
  company: '',
  message: 'We miss calls while on jobs. Can a voice agent book them in?',
}

describe('validateContact', () => {
  it('gives each invalid field the first message the signer would give it', () => {
    const input = { ...valid, name: ' ', email: 'sam@', phone: 'call me', message: 'short' }
    const result = validateContact(input)
    const signer = contactRequestSchema.safeParse(input)
    const expected: Record<string, string> = {}
    for (const issue of signer.error?.issues ?? [])
      expected[String(issue.path[0])] ??= issue.message
    expect(result).toEqual({ ok: false, errors: expected })
    expect(Object.keys(expected)).toEqual(['name', 'email', 'phone', 'message'])
  })

  it('fingerprints what the signer stores, so spaces around the text do not make a new message', () => {
    const plain = validateContact(valid)
    const padded = validateContact({ ...valid, name: '  Sam Nguyen ', company: '   ' })
    expect(plain.ok && padded.ok && plain.fingerprint === padded.fingerprint).toBe(true)
  })

  it('fingerprints a changed message differently', () => {
    const first = validateContact(valid)
    const second = validateContact({ ...valid, message: `${valid.message} Mornings are worst.` })
    expect(first.ok && second.ok && first.fingerprint !== second.fingerprint).toBe(true)
  })
})

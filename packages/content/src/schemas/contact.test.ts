import { describe, expect, it } from 'vitest'
import { type ContactRequestInput, contactRequestSchema, isHoneypotFilled } from './contact'

const valid: ContactRequestInput = {
  name: 'Sam Nguyen',
  email: 'sam@nguyenplumbing.com.au',
  message: 'We miss calls while on jobs. Can a voice agent book them in?',
}

/** The first error message for one field, or undefined when the field is fine. */
function errorFor(input: Record<string, unknown>, field: string): string | undefined {
  const result = contactRequestSchema.safeParse(input)
  if (result.success) return undefined
  return result.error.issues.find((issue) => issue.path[0] === field)?.message
}

describe('contactRequestSchema (DECISIONS: home-page contact form)', () => {
  it('accepts name, email and message alone, trimming them', () => {
    const result = contactRequestSchema.parse({
      ...valid,
      name: '  Sam Nguyen ',
      email: ' sam@nguyenplumbing.com.au ',
    })
    expect(result).toEqual({ ...valid, phone: undefined, company: undefined })
  })

  it('keeps optional phone and company, and treats blank ones as not given', () => {
    expect(
      contactRequestSchema.parse({ ...valid, phone: '0491 570 156', company: 'Nguyen Plumbing' }),
    ).toMatchObject({ phone: '0491 570 156', company: 'Nguyen Plumbing' })
    expect(contactRequestSchema.parse({ ...valid, phone: '   ', company: '' })).toMatchObject({
      phone: undefined,
      company: undefined,
    })
  })

  it.each([
    ['name', { ...valid, name: undefined }, 'Please enter your name.'],
    ['name', { ...valid, name: '   ' }, 'Please enter your name.'],
    [
      'name',
      { ...valid, name: 'x'.repeat(101) },
      'Please keep your name to 100 characters or fewer.',
    ],
    ['email', { ...valid, email: undefined }, 'Please enter your email address.'],
    ['email', { ...valid, email: '' }, 'Please enter your email address.'],
    [
      'email',
      { ...valid, email: 'sam@' },
      'Please enter a valid email address, like name@business.com.au.',
    ],
    [
      'phone',
      { ...valid, phone: 'call me' },
      'Please enter a phone number using digits, spaces and + ( ) - only.',
    ],
    [
      'company',
      { ...valid, company: 'x'.repeat(101) },
      'Please keep the company name to 100 characters or fewer.',
    ],
    [
      'message',
      { ...valid, message: undefined },
      'Please write a message telling us how we can help.',
    ],
    [
      'message',
      { ...valid, message: '  too short  ' },
      'Please write a message of at least 10 characters so we can help.',
    ],
    [
      'phone',
      { ...valid, phone: 491570156 },
      'Please enter your phone number as digits, like 0491 570 156.',
    ],
    ['company', { ...valid, company: ['Acme'] }, 'Please enter your company name as text.'],
    [
      'message',
      { ...valid, message: 'x'.repeat(2001) },
      'Please keep your message to 2000 characters or fewer.',
    ],
  ])('rejects a bad %s with a clear message', (field, input, message) => {
    expect(errorFor(input, field)).toBe(message)
  })

  it('takes a message of exactly 10 and exactly 2000 characters', () => {
    expect(contactRequestSchema.safeParse({ ...valid, message: 'x'.repeat(10) }).success).toBe(true)
    expect(contactRequestSchema.safeParse({ ...valid, message: 'x'.repeat(2000) }).success).toBe(
      true,
    )
  })

  it('reports every bad field at once, so the form can mark them all', () => {
    const result = contactRequestSchema.safeParse({ name: '', email: 'nope', message: 'hi' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['name', 'email', 'message'])
  })

  it('names its field in every message, in plain words', () => {
    const fieldWords: Record<string, RegExp> = {
      name: /\bname\b/,
      email: /\bemail address\b/,
      phone: /\bphone number\b/,
      company: /\bcompany name\b/,
      message: /\bmessage\b/,
    }
    const wrongTypes = { name: 1, email: 2, phone: 3, company: 4, message: 5 }
    const wrongValues = {
      name: '',
      email: 'x',
      phone: 'call me',
      company: 'x'.repeat(101),
      message: 'x',
    }
    for (const input of [{}, wrongTypes, wrongValues]) {
      const result = contactRequestSchema.safeParse(input)
      const issues = result.success ? [] : result.error.issues
      expect(issues.length).toBeGreaterThan(0)
      for (const issue of issues) {
        const field = String(issue.path[0])
        expect({ field, message: issue.message }).toEqual({
          field,
          message: expect.stringMatching(fieldWords[field] ?? /^$/),
        })
      }
    }
  })

  it('never fails on the hidden honeypot field, whatever a bot puts there', () => {
    for (const website of ['spam.example', 42, 'x'.repeat(5000), { url: 'x' }, true, '   ']) {
      expect(contactRequestSchema.safeParse({ ...valid, website }).success).toBe(true)
    }
  })

  it.each([
    ['a URL', 'https://spam.example', true],
    ['a number', 42, true],
    ['zero', 0, true],
    ['false', false, true],
    ['an over-long value', 'x'.repeat(5000), true],
    ['whitespace', '   ', true],
    ['an object', { url: 'x' }, true],
    ['an empty string', '', false],
    ['null', null, false],
    ['nothing', undefined, false],
  ])('counts a honeypot holding %s as filled: %s', (_label, value, filled) => {
    expect(isHoneypotFilled(value)).toBe(filled)
  })
})

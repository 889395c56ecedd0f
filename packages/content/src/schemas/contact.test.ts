import { describe, expect, it } from 'vitest'
import { type ContactRequestInput, contactRequestSchema } from './contact'
import { honeypotField, isHoneypotFilled } from './honeypot'

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

describe('contactRequestSchema (docs/decisions.md#leads)', () => {
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
    for (const value of ['spam.example', 42, 'x'.repeat(5000), { url: 'x' }, true, '   ']) {
      expect(contactRequestSchema.safeParse({ ...valid, [honeypotField]: value }).success).toBe(
        true,
      )
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

const emptyMessage = errorFor({ ...valid, message: '' }, 'message')
const emptyName = errorFor({ ...valid, name: '' }, 'name')

describe('contactRequestSchema normalises what people cannot see', () => {
  it.each([
    ['ten NULs', '\u0000'.repeat(10)],
    ['zero-width spaces', '\u200b'.repeat(40)],
    ['joiners and a byte-order mark', '\u200d\u200c\ufeff'.repeat(10)],
    ['bidi overrides and isolates', '\u202e\u2066\u2069\u202d'.repeat(10)],
    ['control characters and spaces', '\u0007 \u001b \u0085 \u007f '.repeat(5)],
  ])('refuses a message of %s exactly like an empty one', (_label, message) => {
    expect(emptyMessage).toBeDefined()
    expect(errorFor({ ...valid, message }, 'message')).toBe(emptyMessage)
  })

  it('refuses a name of invisible characters like an empty one', () => {
    expect(errorFor({ ...valid, name: '\u200b\u202e\u0000 \u2060' }, 'name')).toBe(emptyName)
  })

  it('strips controls and bidi overrides, and keeps one line for one-line fields', () => {
    const request = contactRequestSchema.parse({
      ...valid,
      name: 'Sam\r\nNguyen\u202e\u0000',
      company: '\tNguyen\u200b Plumbing\u2066 ',
      message: 'Line one\u0000\r\nLine two\t\u202eok\rLine three  \n\n',
    })
    expect(request.name).toBe('Sam Nguyen')
    expect(request.company).toBe('Nguyen Plumbing')
    expect(request.message).toBe('Line one\nLine two ok\nLine three')
  })

  it('keeps joiners inside emoji and scripts that need them', () => {
    const family = '\u{1f468}\u200d\u{1f469}\u200d\u{1f467}'
    const request = contactRequestSchema.parse({ ...valid, message: `Hello from the ${family}!` })
    expect(request.message).toBe(`Hello from the ${family}!`)
  })

  it.each([
    ['name', 'Please remove the unreadable characters from your name.'],
    ['email', 'Please remove the unreadable characters from your email address.'],
    ['phone', 'Please remove the unreadable characters from your phone number.'],
    ['company', 'Please remove the unreadable characters from your company name.'],
    ['message', 'Please remove the unreadable characters from your message.'],
  ])('refuses a lone surrogate in the %s', (field, message) => {
    const base = { ...valid, phone: '0491 570 156', company: 'Acme' } as Record<string, string>
    const value = `${base[field]}\ud800`
    expect(errorFor({ ...base, [field]: value }, field)).toBe(message)
    // A surrogate pair (an emoji) is fine.
    expect(errorFor({ ...base, [field]: `${base[field]} \u{1f426}` }, field)).not.toBe(message)
  })

  it.each([
    ['0491 570 156', undefined],
    ['+61 491 570 156', undefined],
    ['(07) 3000 0000', undefined],
    ['+1-202-555-0100', undefined],
    ['12345', 'Please enter a phone number with 6 to 15 digits, like 0491 570 156.'],
    [
      '+61 4915 7015 6000 12',
      'Please enter a phone number with 6 to 15 digits, like 0491 570 156.',
    ],
    ['------', 'Please enter a phone number with 6 to 15 digits, like 0491 570 156.'],
    ['0491 +570 156', 'Please put the + only at the start of your phone number.'],
    ['=1+2', 'Please enter a phone number using digits, spaces and + ( ) - only.'],
    ['0491\u0000570\u202e156', undefined],
  ])('checks the phone number %j', (phone, message) => {
    expect(errorFor({ ...valid, phone }, 'phone')).toBe(message)
  })

  it('treats an invisible-only phone or company as not given', () => {
    expect(
      contactRequestSchema.parse({ ...valid, phone: '\u200b\u0000', company: '\u202e ' }),
    ).toMatchObject({ phone: undefined, company: undefined })
  })

  it('names the honeypot meaninglessly, so autofill has nothing to match', () => {
    expect(honeypotField).not.toMatch(
      /name|mail|phone|tel|company|org|web|site|url|address|user|login|pass/i,
    )
  })
})

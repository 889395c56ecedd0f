import { describe, expect, it } from 'vitest'
import { type ContactRequestInput, contactRequestSchema } from './contact'

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
    ['message', { ...valid, message: undefined }, 'Please tell us how we can help.'],
    [
      'message',
      { ...valid, message: '  too short  ' },
      'Please write at least 10 characters so we can help.',
    ],
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

  it('lets the hidden honeypot field through for the receiver to check', () => {
    expect(contactRequestSchema.parse({ ...valid, website: 'spam.example' }).website).toBe(
      'spam.example',
    )
  })
})

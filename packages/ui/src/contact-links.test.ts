import { describe, expect, it } from 'vitest'
import { assertScheme } from './contact-links'

describe('assertScheme', () => {
  it('passes an address with the right scheme through unchanged', () => {
    expect(assertScheme('PhoneLink', 'tel:+61491570156', 'tel:')).toBe('tel:+61491570156')
    expect(assertScheme('MailLink', 'MAILTO:hello@example.com', 'mailto:')).toBe(
      'MAILTO:hello@example.com',
    )
  })

  it('names the component and the bad value', () => {
    expect(() => assertScheme('PhoneLink', '0491 570 156', 'tel:')).toThrow(
      'PhoneLink needs an href starting with "tel:", got "0491 570 156".',
    )
    expect(() => assertScheme('MailLink', 'tel:+61491570156', 'mailto:')).toThrow(/MailLink/)
  })

  it('rejects a bare scheme with nothing after it', () => {
    expect(() => assertScheme('MailLink', 'mailto:', 'mailto:')).toThrow(/got "mailto:"/)
  })
})

import { describe, expect, it } from 'vitest'
import { goLivePlaceholders } from './go-live.ts'

describe('goLivePlaceholders', () => {
  it('finds example addresses, fictional phone numbers and sample records, each once', () => {
    const found = goLivePlaceholders({
      site: {
        email: 'hello@kookaburra-ai.example',
        phone: { display: '0491 570 156', href: 'tel:+61491570156' },
        landline: '(07) 5550 1234',
        social: [
          { href: 'https://example.com/linkedin' },
          { href: 'https://www.linkedin.com/company/k' },
        ],
        booking: 'https://bookings.example.org/x',
      },
      page: {
        contact: 'hello@kookaburra-ai.example',
        testimonials: [
          { name: 'Sarah M.', business: 'Clinic', sample: true },
          { name: 'Real Person', business: 'Real Co' },
        ],
      },
    })
    expect(found.map(({ where, why }) => [where, why])).toEqual([
      ['site.email', 'a mailbox on a reserved example domain'],
      ['site.phone.display', 'a phone number from the range set aside for fiction'],
      ['site.phone.href', 'a phone number from the range set aside for fiction'],
      ['site.landline', 'a phone number from the range set aside for fiction'],
      ['site.social[0].href', 'a link to a reserved example domain'],
      ['site.booking', 'a link to a reserved example domain'],
      ['page.testimonials[0]', 'marked in the content as a sample'],
    ])
  })

  it('finds nothing in real details', () => {
    expect(
      goLivePlaceholders({
        site: {
          email: 'hello@kookaburra.com.au',
          phone: { display: '0412 345 678', href: 'tel:+61412345678' },
          origin: 'https://kookaburra.com.au',
          note: 'Read more at example.com or mail someone@example.com today.',
        },
      }),
    ).toEqual([])
  })
})

import { legalLastUpdated, termsOfService } from '../constants/terms'
import type { LegalPage } from '../schemas/pages'
import { site } from '../site'

/** /privacy-policy (spec 001 §2.12): the privacy policy, with the terms of service on one page. */
export const legalPage: LegalPage = {
  heading: 'Privacy Policy and Terms of Service',
  lastUpdated: legalLastUpdated,
  lastUpdatedLabel: 'Last updated',
  contentsHeading: 'On this page',
  intro: `${site.brand} respects your privacy. This policy explains what personal information we collect, why, and how we look after it, in line with the Privacy Act 1988 (Cth) and the Australian Privacy Principles.`,
  privacyHeading: 'Privacy Policy',
  privacy: [
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      paragraphs: [
        'We collect the details you give us: your name, email address, phone number, business name and your message when you use our contact form, book a session or buy a product.',
        'When you use the voice chat, the audio you send and the conversation transcript are processed to answer you. We collect basic, non-identifying usage data such as pages visited to improve the site.',
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use it',
      paragraphs: [
        'We use your information to reply to enquiries, deliver the services and products you buy, send booking confirmations and, if you agree, send occasional updates. You can unsubscribe at any time.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      paragraphs: [
        'We share information only with the providers that help us run the business, such as our booking, payment, email and voice service providers, and only as much as they need. We never sell your information.',
        'Some of these providers store data outside Australia. We choose providers with strong security and privacy commitments.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      paragraphs: [
        'We use secure connections, access controls and reputable platforms to protect your information, and we keep it only as long as we need it for the purposes above or as the law requires.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Access and correction',
      paragraphs: [
        `You can ask to see or correct the personal information we hold about you by emailing ${site.email}. We will respond within 30 days.`,
      ],
    },
    {
      id: 'complaints',
      heading: 'Complaints',
      paragraphs: [
        'If you are concerned about how we have handled your information, contact us first and we will work to resolve it. If you are not satisfied, you can contact the Office of the Australian Information Commissioner.',
      ],
    },
  ],
  terms: {
    heading: 'Terms of Service',
    items: [...termsOfService],
  },
  contact: {
    heading: 'Questions?',
    text: `Contact us during business hours, ${site.hours.display}.`,
    email: { label: site.email, action: { type: 'mailto' } },
    call: { label: site.phone.display, action: { type: 'tel' } },
  },
}

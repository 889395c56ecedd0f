import { contactRetention, retentionPeriod } from '../constants/retention'
import { legalLastUpdated, termsOfService } from '../constants/terms'
import type { LegalPage } from '../schemas/pages'
import { site } from '../site'
import { definePage } from './define'

/** /privacy-policy (docs/pages.md#legal): the privacy policy, with the terms of service on one page. */
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
        'When you send our contact form, we collect what you type: your name, email address and message, your phone number and business name if you give them, and the time it arrived. We do not store your IP address with it.',
        'The form has a hidden field that people never see. If something fills it in, we still keep the request but mark it as likely spam, so a real message is never lost.',
        'When you use the voice chat on this site or the onboarding chatbot, the audio you send and the conversation transcript are processed to answer you. We do not keep recordings or transcripts on our own systems.',
        'If you book a session or buy a product, the booking and payment providers collect the details their forms ask for.',
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use it',
      paragraphs: [
        'We use your contact details only to reply to your enquiry and, if you become a client, to deliver the services and products you buy and send booking confirmations. We never add you to a mailing list from the contact form.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who handles it, and where',
      paragraphs: [
        'Cloudflare hosts this site and runs the server behind the contact form. Your request is stored in a Cloudflare D1 database, and a notice carrying only its reference number passes through Cloudflare Queues.',
        `Cloudflare Email Routing delivers a copy of your request to our inbox (${site.leads.inbox}), so we can reply. If we connect a team chat service, the same notice is posted there.`,
        'ElevenLabs, our voice provider, processes the voice chat audio and transcript to answer you, under its own privacy policy.',
        'Our booking and payment providers handle bookings and card payments. We share only what each provider needs, and we never sell your information.',
        'Cloudflare and ElevenLabs operate data centres outside Australia, including in the United States and Europe, so your information may be stored or processed there. We chose providers with strong security and privacy commitments.',
      ],
    },
    {
      id: 'how-long',
      heading: 'How long we keep it',
      paragraphs: [
        `Contact form requests are deleted automatically ${retentionPeriod(contactRetention.days)} after they arrive, and requests marked as likely spam after ${retentionPeriod(contactRetention.spamDays)}. We delete them sooner if you ask.`,
        'The email copy in our inbox is kept only while we are in touch with you about your enquiry, and deleted with your request when you ask us to.',
      ],
    },
    {
      id: 'logs',
      heading: 'What our server logs keep',
      paragraphs: [
        'Our server does not log the requests it receives, so your IP address and browser details are not written to our logs. Its own log lines name only reference numbers and counts, never your details, and our hosting provider keeps them for at most 7 days.',
        'Cloudflare, as our host, handles your IP address to deliver the site and protect it from attacks, under its own privacy policy.',
        'Your IP address is used for a moment to limit how many messages one connection can send, and is then forgotten.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      paragraphs: [
        'Your information travels over encrypted connections. Only we can read stored requests: the page we use to read, export and delete them sits behind Cloudflare Access, which asks us to sign in first.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Access, correction and deletion',
      paragraphs: [
        `You can ask for a copy of everything you sent us, ask us to correct it, or ask us to delete it, by emailing ${site.email} from the address you used. We find every request you sent by that address, and we reply within 30 days.`,
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

/** /privacy-policy, declared once: its route, head, JSON-LD and content. */
export const legalDefinition = definePage({
  path: '/privacy-policy',
  kind: 'legal',
  meta: {
    title: 'Privacy Policy and Terms',
    description: `How ${site.brand} collects, uses and protects your personal information, and the terms of service for our products, memberships and sessions.`,
    keywords: [
      'privacy policy',
      'terms of service',
      'refund policy',
      'Australian Privacy Principles',
    ],
  },
  content: legalPage,
})

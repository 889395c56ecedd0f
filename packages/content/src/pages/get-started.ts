import { claims } from '../constants/claims'
import { bookStrategyCall, external } from '../links'
import type { GetStartedPage } from '../schemas/pages'
import { site } from '../site'
import { faqPage } from '../structured-data/faq'
import { definePage } from './define'

const call = { label: `Call ${site.phone.display}`, action: { type: 'tel' } } as const
const book = { label: 'Book Free Strategy Call', action: bookStrategyCall }

/** /get-started-with-ai (docs/pages.md#get-started): for owners who do not know where to begin. */
export const getStartedPage: GetStartedPage = {
  hero: {
    picture: { src: '/images/get-started-hero.svg', width: 560, height: 480 },
    eyebrow: 'Get started with AI',
    heading: "Don't Know Where to Start with AI?",
    intro: `You are not alone. In a free ${claims.strategyCallMinutes}-minute call we find the two or three jobs AI can take off your plate first, and what they are worth to you.`,
    proof: `${claims.awards} · ${claims.businessesAutomated.value} ${claims.businessesAutomated.label.toLowerCase()}`,
    call,
    book,
  },
  faq: {
    eyebrow: 'FAQ',
    heading: 'Common questions',
    items: [
      {
        question: 'Is AI only for big companies?',
        answer:
          'No. Small businesses often benefit most, because every hour an owner gets back goes straight into sales, customers or family time.',
      },
      {
        question: 'How much will it save me?',
        answer: `Our clients typically cut the cost of the automated work by ${claims.costCutRange} and save ${claims.hoursSavedPerWeek} hours a week.`,
      },
      {
        question: 'How quickly can I see results?',
        answer: `Most solutions are live in ${claims.implementationWeeks} weeks, and most clients see a return within ${claims.roiDays} days.`,
      },
      {
        question: 'What happens on the strategy call?',
        answer:
          'We ask how your week runs, where enquiries come from and what frustrates you. You leave with clear next steps, whether or not you work with us.',
      },
    ],
  },
  journey: {
    eyebrow: 'How it works',
    heading: 'Your journey in three steps',
    steps: [
      {
        title: 'Free strategy call',
        description:
          'We learn your business and agree on the first, most valuable thing to automate.',
      },
      {
        title: 'We build your solution',
        description: 'We build, connect and test it around your tools, then train your team.',
      },
      {
        title: 'Transformation',
        description:
          'Hours come back, enquiries stop slipping through and you decide what to automate next.',
      },
    ],
  },
  capabilities: {
    eyebrow: 'Possibilities',
    heading: 'What AI can do for your business',
    items: [
      'Answer every phone call, day and night',
      'Reply to website and social enquiries in seconds',
      'Book appointments straight into your calendar',
      'Follow up quotes and leads automatically',
      'Send invoices and chase late payments',
      'Write posts, newsletters and product descriptions',
      'Summarise your numbers in a weekly report',
      'Sort your inbox and draft replies',
    ],
  },
  closing: {
    heading: 'Take the first step today',
    intro: 'The call is free, the advice is practical and there is no obligation.',
    call,
    book,
  },
  auditQuiz: {
    heading: 'Prefer to start on your own?',
    intro: 'Take our free AI audit quiz and get a personalised list of automation opportunities.',
    cta: { label: 'Take the Free AI Audit Quiz', action: external('aiAuditQuiz') },
  },
}

/** /get-started-with-ai, declared once: its route, head, JSON-LD and content. */
export const getStartedDefinition = definePage({
  path: '/get-started-with-ai',
  kind: 'get-started',
  meta: {
    title: "Don't Know Where to Start with AI?",
    description: `Book a free ${claims.strategyCallMinutes}-minute strategy call and find the first jobs AI can take off your plate. Practical advice for Australian business owners.`,
    keywords: [
      'get started with AI',
      'AI strategy call',
      'AI for beginners',
      'small business automation',
    ],
  },
  structuredData: () => [faqPage(getStartedPage.faq.items)],
  content: getStartedPage,
})

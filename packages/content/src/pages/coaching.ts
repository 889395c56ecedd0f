import { claims, ratingLabel } from '../constants/claims'
import { coachingProgramme, programmePriceNote, programmeTimeline } from '../constants/offers'
import { formatAud } from '../format'
import { bookStrategyCallCta, external } from '../links'
import type { CoachingPage } from '../schemas/programme-pages'
import { faqPage } from '../structured-data/faq'
import { programmeProduct } from '../structured-data/products'
import { definePage } from './define'

/** A phase's weeks as shown, `Weeks 1-4`, from the same numbers the phase records. */
const weeksLabel = (from: number, to: number) => `Weeks ${from}-${to}`

const join = { label: 'Join the Program', action: external('coachingProgramme') }
const strategy = bookStrategyCallCta

/** /automate-to-dominate (docs/pages.md#coaching): the 12-week coaching programme. */
export const coachingPage: CoachingPage = {
  hero: {
    picture: { src: '/images/coaching-hero.svg', width: 560, height: 480 },
    eyebrow: 'Automate to Dominate',
    heading: `${programmeTimeline.weeks} weeks to an AI-powered business`,
    intro:
      'A coaching programme for owners who want AI doing real work in their business, not another course sitting unfinished.',
    price: `${formatAud(coachingProgramme.price)} AUD`,
    priceLabel: 'The complete programme',
    priceNote: programmePriceNote,
    join,
    strategy,
  },
  statsSection: {
    heading: 'Results from owners who did the work',
  },
  stats: [
    claims.productivity,
    claims.businessesTrained,
    { value: ratingLabel, label: 'Average rating' },
  ],
  mastery: {
    eyebrow: 'The curriculum',
    heading: 'Six areas you will master',
    items: [
      {
        icon: 'MessageSquare',
        title: 'Prompting that works',
        description: 'Get useful, on-brand results from AI the first time.',
      },
      {
        icon: 'Workflow',
        title: 'Workflow automation',
        description: 'Connect your apps so quotes, invoices and follow-ups run themselves.',
      },
      {
        icon: 'Mic',
        title: 'Voice and chat agents',
        description: 'Set up agents that answer enquiries and book customers around the clock.',
      },
      {
        icon: 'PenTool',
        title: 'Content at scale',
        description: 'Plan and produce a month of marketing in an afternoon.',
      },
      {
        icon: 'BarChart3',
        title: 'Data and decisions',
        description: 'Turn your sales and marketing numbers into clear weekly decisions.',
      },
      {
        icon: 'ShieldCheck',
        title: 'Safe, responsible AI',
        description: 'Protect customer data and set clear AI rules for your team.',
      },
    ],
  },
  included: {
    eyebrow: 'Membership',
    heading: "What's included",
    items: [
      'Weekly live group coaching calls',
      'Done-with-you automation build sessions',
      'Templates, prompt libraries and checklists',
      'Private community and member Q&A',
      'Lifetime access to session recordings',
      `${programmeTimeline.guaranteeDays}-day money-back guarantee`,
    ],
  },
  timeline: {
    eyebrow: 'The programme',
    heading: `Your ${programmeTimeline.weeks}-week timeline`,
    phases: [
      {
        weeks: { from: 1, to: 4 },
        period: weeksLabel(1, 4),
        name: 'Foundation',
        description:
          'Audit your business, learn the core tools and automate your first time-wasting task.',
        outcomes: ['Your automation roadmap', 'First automation live', 'Prompt library set up'],
      },
      {
        weeks: { from: 5, to: 8 },
        period: weeksLabel(5, 8),
        name: 'Acceleration',
        description:
          'Automate lead handling, follow-ups and content so growth stops depending on your hours.',
        outcomes: ['Lead follow-up automated', 'Content system running', 'Hours saved measured'],
      },
      {
        weeks: { from: 9, to: 12 },
        period: weeksLabel(9, 12),
        name: 'Domination',
        description:
          'Add voice or chat agents, connect your reporting and plan the next year of growth.',
        outcomes: ['Customer-facing agent live', 'Weekly dashboard', '12-month AI plan'],
      },
    ],
  },
  faq: {
    eyebrow: 'FAQ',
    heading: 'Questions about the programme',
    items: [
      {
        question: 'Do I need to be good with technology?',
        answer:
          'No. If you can use email and a spreadsheet, you can do this. Every build is shown step by step.',
      },
      {
        question: 'How much time does it take each week?',
        answer:
          'Plan on two to three hours: one live session and an hour or two putting it into practice.',
      },
      {
        question: 'What if it is not right for me?',
        answer: `The programme has a ${programmeTimeline.guaranteeDays}-day money-back guarantee. Do the work, and if you are not satisfied within ${programmeTimeline.guaranteeDays} days of starting, ask for a refund in full.`,
      },
    ],
  },
  guarantee: {
    icon: 'BadgeCheck',
    heading: `${programmeTimeline.guaranteeDays}-day money-back guarantee`,
    text: `Join the programme, attend the sessions and apply what you learn. If you are not happy within ${programmeTimeline.guaranteeDays} days of starting, ask and we refund the programme in full. It is the one exception to our non-refundable memberships.`,
  },
  closing: {
    heading: 'Ready to put AI to work?',
    intro: 'Join the next intake, or book a free strategy call to see if the programme fits.',
    join: { label: 'Start Your Transformation', action: external('coachingProgramme') },
    strategy,
  },
}

/** /automate-to-dominate, declared once: its route, head, JSON-LD and content. */
export const coachingDefinition = definePage({
  path: '/automate-to-dominate',
  kind: 'coaching',
  meta: {
    title: 'Automate to Dominate Coaching Programme',
    description: `A ${programmeTimeline.weeks}-week AI coaching programme for small-business owners: Foundation, Acceleration, Domination. ${claims.businessesTrained.value} businesses trained, ${programmeTimeline.guaranteeDays}-day guarantee.`,
    keywords: [
      'Automate to Dominate',
      'AI coaching programme',
      `${programmeTimeline.weeks}-week AI programme`,
      'business automation coaching',
    ],
  },
  structuredData: () => [programmeProduct(), faqPage(coachingPage.faq.items)],
  content: coachingPage,
})

import { claims } from '../constants/claims'
import {
  entryVoicePlan,
  gstNote,
  planComparison,
  planDevHoursLabel,
  planMinutesLabel,
  voicePlans,
  voicePlansFromLabel,
  voiceSetUpFrom,
} from '../constants/plans'
import { formatAud } from '../format'
import { bookStrategyCallCta, talkToAgent } from '../links'
import type { VoicePlan } from '../schemas/pricing'
import type { VoicePlanCard, VoicePricingPage } from '../schemas/pricing-pages'
import { voicePlanProducts } from '../structured-data/products'
import { definePage } from './define'

/** The features a plan adds over the plan before it, from the comparison table's ticks. */
function addedFeatures(plan: VoicePlan, previous: VoicePlan | undefined): string[] {
  return planComparison
    .filter(
      (row) => row.values[plan.id] === true && (!previous || row.values[previous.id] !== true),
    )
    .map((row) => row.feature)
}

/**
 * Each plan as its card shows it: price, allowances, then what it adds over the plan before,
 * all read from the plan records and the comparison table (never typed twice).
 */
const planCards: VoicePlanCard[] = voicePlans.map((plan, index) => {
  const previous = voicePlans[index - 1]
  return {
    id: plan.id,
    price: plan.price === 'custom' ? 'Custom' : formatAud(plan.price),
    period: plan.price === 'custom' ? 'priced to your call volume' : 'per month, plus GST',
    setUp: `One-off set-up from ${formatAud(voiceSetUpFrom)}`,
    inclusions: [
      planDevHoursLabel(plan),
      planMinutesLabel(plan),
      ...(previous ? [`Everything in ${previous.name}`] : []),
      ...addedFeatures(plan, previous),
    ],
  }
})

/** /ai-voice-agents-pricing (docs/pages.md#voice-pricing): steps, agent types, plans, comparison, GST note. */
export const voicePricingPage: VoicePricingPage = {
  hero: {
    picture: { src: '/images/voice-pricing-hero.svg', width: 560, height: 480 },
    eyebrow: 'AI Voice Agents',
    heading: 'AI voice agent pricing',
    intro: `A voice agent that answers every call, books jobs and follows up, built and maintained for you. Simple agents go live in ${claims.simpleVoiceAgentWeeks} week.`,
    cta: talkToAgent,
    secondaryCta: bookStrategyCallCta,
    highlights: [
      `${voicePlansFromLabel()}, plus GST`,
      `Live in ${claims.simpleVoiceAgentWeeks} week`,
      'Built and maintained for you',
    ],
  },
  steps: {
    eyebrow: 'Getting started',
    heading: 'How to get started',
    items: [
      {
        title: 'Book a free strategy call',
        description: `In ${claims.strategyCallMinutes} minutes we learn how calls reach you today and what a missed call costs.`,
      },
      {
        title: 'Choose your agent and plan',
        description:
          'Pick the agent type that fits and a plan sized to your call volume. You can change plans monthly.',
      },
      {
        title: 'We build, test and launch',
        description:
          'We write the script with you, connect your calendar and CRM, test real scenarios and switch it on.',
      },
    ],
  },
  agentTypes: {
    eyebrow: 'Agent types',
    heading: 'Choose your voice agent',
    intro:
      'Three proven agent types. Each is customised to your business, your voice and your tools.',
    items: [
      {
        icon: 'PhoneIncoming',
        name: 'Inbound Receptionist',
        description:
          'Answers every incoming call, qualifies the caller and books them in while you work.',
        features: [
          `Answers ${claims.availability.value}, including weekends and public holidays`,
          'Natural Australian-accented voice',
          'Books directly into your calendar',
          'Answers common questions from your own information',
          'Qualifies new enquiries with your questions',
          'Transfers urgent calls to your mobile',
          'Takes detailed messages',
          'Sends SMS confirmations to callers',
          'Emails you a summary of every call',
          'Handles several calls at once',
        ],
        popular: true,
      },
      {
        icon: 'PhoneOutgoing',
        name: 'Outbound Follow-up',
        description:
          'Calls back leads, confirms appointments and chases quotes so no opportunity goes cold.',
        features: [
          'Calls new web leads within minutes',
          'Confirms and reminds appointments',
          'Follows up quotes that have not been accepted',
          'Reactivates past customers with offers',
          'Respects calling hours and Do Not Call rules',
          'Books callbacks at a time that suits',
          'Updates your CRM after every call',
          'Personalises each call with customer details',
          'Reports answer and conversion rates',
          'Hands hot leads to you straight away',
        ],
        popular: false,
      },
      {
        icon: 'Headphones',
        name: 'Customer Support',
        description:
          'Resolves routine support calls and routes the tricky ones to the right person.',
        features: [
          'Answers order, booking and account questions',
          'Looks up order status in your systems',
          'Walks callers through common fixes',
          'Logs a support ticket for every call',
          'Escalates complaints to a person',
          'Consistent answers from one knowledge base',
          'Handles after-hours support calls',
          'Captures feedback and satisfaction scores',
          'Records and transcribes calls for training',
          'Weekly report of top caller issues',
        ],
        popular: false,
      },
    ],
    // The plans carry the page's one Most Popular; the agent type people pick most says so in its own words.
    popularBadge: 'Most requested',
  },
  plans: {
    eyebrow: 'Pricing',
    heading: 'Plans',
    intro:
      'Every plan includes a custom-built agent, maintenance, analytics and integration with your platforms.',
    items: [...voicePlans],
    popularBadge: 'Most Popular',
    cards: planCards,
  },
  comparison: {
    eyebrow: 'Side by side',
    heading: 'Compare plans',
    intro: 'Every feature, plan by plan.',
    rows: [...planComparison],
    featureHeading: 'Feature',
    yesLabel: 'Included',
    noLabel: 'Not included',
  },
  gstNote,
  closing: {
    heading: 'Not sure which plan fits?',
    intro: 'Talk to our agent now, or book a free strategy call and we will size it with you.',
    ctas: [talkToAgent, bookStrategyCallCta],
  },
}

/** /ai-voice-agents-pricing, declared once: its route, head, JSON-LD and content. */
export const voicePricingDefinition = definePage({
  path: '/ai-voice-agents-pricing',
  kind: 'voice-pricing',
  meta: {
    title: 'AI Voice Agents Pricing',
    description: `AI voice agent plans from ${formatAud(entryVoicePlan().price)} a month plus GST: ${voicePlans.map((plan) => plan.name).join(', ')}. Compare call minutes, dev hours and support.`,
    keywords: [
      'AI voice agent pricing',
      'AI receptionist cost',
      'voice AI plans',
      'AI phone answering Australia',
    ],
  },
  structuredData: voicePlanProducts,
  content: voicePricingPage,
})

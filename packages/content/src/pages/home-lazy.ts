import { claims } from '../constants/claims'
import {
  coachingProgramme,
  groupCoachingPrice,
  groupCoachingPriceNote,
  programmeTimeline,
} from '../constants/offers'
import { entryVoicePlan, planPriceLabel, voicePlansFromLabel } from '../constants/plans'
import { contactRetention, retentionPeriod } from '../constants/retention'
import { formatAud } from '../format'
import { bookStrategyCallCta, external, openVoiceChat, route, talkToAgent } from '../links'
import type { HomeLazy } from '../schemas/home'
import { site } from '../site'

const entryPlan = entryVoicePlan()

/** Home page: the sections shown once they come near the viewport (docs/pages.md#home). */
export const homeLazy: HomeLazy = {
  demo: {
    eyebrow: 'Demo',
    heading: 'A real call, handled by an AI voice agent',
    intro: 'This is how our agent handles an after-hours call for a plumbing business.',
    callLabel: 'Harbour Plumbing · after-hours call, 9:42 pm',
    speakers: { caller: 'Caller', agent: 'AI voice agent' },
    transcript: [
      {
        speaker: 'agent',
        text: "Thanks for calling Harbour Plumbing, you're speaking with the booking assistant. How can I help?",
      },
      {
        speaker: 'caller',
        text: "Hi, my hot water system's leaking in the garage. Can someone come tomorrow?",
      },
      {
        speaker: 'agent',
        text: "Sorry to hear that. I've got 8 am or 1 pm tomorrow in Paddington. Which suits you better?",
      },
      { speaker: 'caller', text: '8 am, please.' },
      {
        speaker: 'agent',
        text: "Done. You're booked for 8 am and I've texted you the details. Turn the cold supply valve off until we arrive.",
      },
    ],
    booking: {
      label: 'Added to the calendar',
      slot: 'Tomorrow, 8:00 am',
      job: 'Hot water leak · Paddington',
    },
    cta: talkToAgent,
  },
  coachingImage: {
    eyebrow: coachingProgramme.name,
    heading: `${programmeTimeline.weeks} weeks from first idea to AI running in your business`,
    intro:
      'Weekly group coaching and done-with-you builds, for owners who want to run AI in their business themselves.',
    image: {
      src: '/images/automate-to-dominate.svg',
      alt: 'Business owners at a workshop planning their first AI automations',
      width: 1200,
      height: 675,
    },
    cta: { label: 'Explore Automate to Dominate', action: route('/automate-to-dominate') },
  },
  aiCoaching: {
    eyebrow: 'AI Coaching',
    heading: 'Learn to run AI in your business, with a coach beside you',
    intro:
      'Weekly group coaching for owners who would rather build it themselves, with help on hand.',
    price: groupCoachingPrice,
    priceNote: groupCoachingPriceNote,
    points: [
      'Live weekly sessions with questions answered on the spot',
      'Ready-to-use prompts, templates and automation recipes',
      'A community of owners solving the same problems',
    ],
    cta: { label: 'Join Our AI Training Community', action: external('coachingProgramme') },
  },
  journeyPricing: {
    eyebrow: 'AI journey pricing',
    heading: 'Start small, grow when it pays for itself',
    intro: 'Three clear steps. Each one earns its keep before you take the next.',
    tiers: [
      {
        name: 'Strategy call',
        price: 'Free',
        description: `${claims.strategyCallMinutes} minutes on your goals, your numbers and where AI fits.`,
        features: [
          'Review of your enquiries and admin',
          'Two or three quick wins',
          'No obligation',
        ],
        cta: bookStrategyCallCta,
      },
      {
        name: 'AI voice agent',
        price: voicePlansFromLabel(),
        description:
          'An agent that answers, qualifies and books your calls around the clock. Plan prices exclude GST and set-up costs.',
        features: [
          `${entryPlan.minutes} call minutes a month`,
          `${entryPlan.devHours} development hours a month`,
          'Built and maintained for you',
        ],
        cta: { label: 'See voice pricing', action: route('/ai-voice-agents-pricing') },
      },
      {
        name: 'Custom automation',
        price: `From ${formatAud(claims.customAutomationFrom)}`,
        description:
          'Quotes, invoicing, follow-ups and reporting connected end to end. Quoted work: we price it with you on a free strategy call.',
        features: [
          `Live in ${claims.implementationWeeks} weeks`,
          'Takes the repeat admin off your week',
          'Fixed price, agreed up front',
        ],
        // Custom automation is quoted work, so its price leads to the call where it is quoted,
        // not to the agent packages page, whose prices are for something else (docs/decisions.md#custom-automation).
        cta: bookStrategyCallCta,
      },
    ],
  },
  about: {
    eyebrow: 'About us',
    heading: 'Built by a business owner, for business owners',
    intro: `${site.brand} is a team of owners and engineers who build, explain and look after your AI.`,
    paragraphs: [
      `${site.founder.name} built and sold businesses before AI was a buzzword, and started ${site.brand} to give small businesses the same tools big companies pay consultants millions for.`,
      `We speak plainly, quote fixed prices and only recommend automation that pays for itself. [Read our story](/about).`,
    ],
    // Figures the award banner does not show, so each appears once on the page.
    stats: [
      { value: String(claims.foundingYear), label: 'Founded' },
      { value: `${claims.employees.min}-${claims.employees.max}`, label: 'People on the team' },
      claims.availability,
    ],
    cta: { label: `Meet ${site.founder.name}`, action: route(site.founder.path) },
  },
  faq: {
    eyebrow: 'FAQ',
    heading: 'Questions business owners ask us',
    intro:
      'Straight answers to what owners ask before they start. Anything else? Our voice agent knows our services and prices, and it is awake right now.',
    cta: { label: 'Ask our voice agent', action: openVoiceChat },
    items: [
      {
        question: 'Do I need any technical skills?',
        answer:
          'No. We design, build, connect and maintain everything. You tell us how your business runs and approve the result.',
      },
      {
        question: 'How long until it is working?',
        answer: `Simple voice agents go live in ${claims.simpleVoiceAgentWeeks} week; custom automation usually takes ${claims.implementationWeeks} weeks.`,
      },
      {
        question: 'Will callers know they are talking to AI?',
        answer:
          'The agent introduces itself as an assistant and sounds natural. It hands the caller to you whenever a question needs a person.',
      },
      {
        question: 'What does it cost?',
        answer: `Voice agents start at ${planPriceLabel(entryPlan)} plus GST and set-up, and custom automation from ${formatAud(claims.customAutomationFrom)}, quoted on the strategy call. The strategy call is free.`,
      },
      {
        question: 'When will I see a return?',
        answer: `Most clients recover their investment within about ${claims.roiDays} days, mainly from calls no longer missed and admin hours saved.`,
      },
      {
        question: 'Is my customer data safe?',
        answer:
          'Yes. We set up access controls, keep data in reputable platforms and follow the Australian Privacy Principles.',
      },
    ],
  },
  testimonials: {
    anchor: 'testimonials',
    eyebrow: 'Testimonials',
    heading: 'What our clients say',
    intro: 'Owners on the calls, quotes and hours AI took off their hands.',
    ratingScale: `out of ${claims.rating.best}`,
    items: [
      {
        quote:
          'We used to miss a third of our calls on busy days. Now every call is answered and booked, even at 9 pm.',
        name: 'Sarah M.',
        role: 'Owner',
        business: 'Physiotherapy clinic, Brisbane',
        rating: 5,
        sample: true,
      },
      {
        quote:
          'The quoting automation gave me my Sunday afternoons back. It paid for itself in the first month.',
        name: 'Daniel R.',
        role: 'Director',
        business: 'Electrical contractor, Gold Coast',
        rating: 5,
        sample: true,
      },
      {
        quote:
          'Straight talk, a fixed price and it worked the week they said it would. Rare in this industry.',
        name: 'Priya K.',
        role: 'Founder',
        business: 'Online homewares store, Melbourne',
        rating: 5,
        sample: true,
      },
    ],
  },
  seo: {
    heading: 'AI automation for Australian small businesses',
    paragraphs: [
      `${site.brand} helps Australian small and medium businesses use AI voice agents, chatbots and process automation to answer every enquiry, cut admin and grow without hiring ahead of demand. See [AI voice agent pricing](/ai-voice-agents-pricing) or browse our [AI agent catalogue](/ai-agent-pricing).`,
      `Prefer to learn it yourself? Our [Automate to Dominate](/automate-to-dominate) coaching programme and [AI content course](/content-course) teach owners to run AI in their own business. Read practical guides on the [blog](/blog).`,
    ],
  },
  contact: {
    anchor: 'contact',
    eyebrow: 'Contact',
    heading: 'Tell us what is eating your time',
    intro: 'Send a message and we will reply within one business day with ideas you can use.',
    fields: {
      name: 'Your name',
      email: 'Email address',
      phone: 'Phone (optional)',
      company: 'Business name (optional)',
      message: 'How can we help?',
    },
    messageHelp: 'A few sentences is plenty: what your business does and what takes too long.',
    honeypot: 'Leave this field empty',
    privacy: `We use your details only to reply to you. They are stored with Cloudflare and deleted after ${retentionPeriod(contactRetention.days)}; no mailing lists. Read our [privacy policy](/privacy-policy).`,
    noScript: 'This form needs JavaScript to send. Please call or email us instead.',
    submit: 'Send message',
    sending: 'Sending…',
    errorSummary: 'Please fix these to send your message:',
    successHeading: 'Message sent',
    success: 'Thanks, your message is on its way. We will be in touch within one business day.',
    sendAnother: 'Send another message',
    failure:
      'Sorry, your message could not be sent. Your text is still here, so please try again or call us.',
    unreachable:
      'We could not reach our server, so your message has not been sent. Your text is still here: check your connection and try again, or call us.',
    rateLimited:
      'We have had several messages from your connection in the last minute. Please wait a minute and try again; your text is still here.',
    humanCheckFailed:
      'We could not confirm that a person sent this, so it has not been sent. Your text is still here: please press Send message again.',
    busyToday:
      'We have had more messages than usual today, so yours has not been sent. Your text is still here: please call or email us instead.',
    detailLabels: { phone: 'Call us', email: 'Email us', hours: 'Office hours' },
    details: { phone: site.phone.display, email: site.email, hours: site.hours.display },
    nextSteps: {
      heading: 'What happens next',
      items: [
        'We read every message ourselves, the same day it arrives.',
        'Within one business day you get a reply with ideas you can use.',
        `If it helps, we book a free ${claims.strategyCallMinutes}-minute strategy call.`,
      ],
    },
  },
}

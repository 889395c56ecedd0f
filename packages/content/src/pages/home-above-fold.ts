import { claims, ratingLabel } from '../constants/claims'
import { bookStrategyCallCta, external, route, talkToAgent } from '../links'
import type { HomeAboveFold } from '../schemas/home'

/** Home page: hero, award banner, seven steps and services (docs/pages.md#home). */
export const homeAboveFold: HomeAboveFold = {
  hero: {
    // The award and the figures are the banner's, right below: each shown once on the page.
    badge: 'AI voice agents and automation',
    headline: 'AI that answers, books and follows up while you run your',
    highlights: ['business', 'day'],
    subheadline:
      'We build AI voice agents and automations for Australian small businesses. You never touch code: we set it up, connect it to your tools and look after it.',
    talkToAgent,
    bookStrategyCall: bookStrategyCallCta,
    quizCard: {
      title: 'Not sure what to automate first?',
      description:
        'Answer a few quick questions and our quiz assistant points you to the jobs AI can take off your plate this month.',
      cta: { label: 'Take the AI quiz', action: external('quizAssistant') },
    },
    trust: [
      `Live in ${claims.implementationWeeks} weeks`,
      'No technical skills needed',
      `Free ${claims.strategyCallMinutes}-minute strategy call`,
    ],
    picture: { src: '/images/home-hero.svg', width: 560, height: 520 },
  },
  awardBanner: {
    headline: `${claims.awards}, trusted by Australian business owners`,
    stats: [
      claims.businessesAutomated,
      claims.clientSuccess,
      { value: ratingLabel, label: `Average rating from ${claims.rating.reviewCount} reviews` },
    ],
  },
  steps: {
    eyebrow: 'How it works',
    heading: 'From first call to fully automated in seven steps',
    intro:
      'A clear path with no jargon. You make the business decisions; we do the technical work.',
    items: [
      {
        icon: 'PhoneCall',
        title: 'Free strategy call',
        description: `A ${claims.strategyCallMinutes}-minute call about where your time goes and what a good week would look like.`,
      },
      {
        icon: 'Search',
        title: 'Process audit',
        description:
          'We map your enquiries, bookings and admin to find the jobs worth automating first.',
      },
      {
        icon: 'ClipboardList',
        title: 'Clear plan and fixed quote',
        description:
          'You get a written plan with the expected savings and a price that does not move.',
      },
      {
        icon: 'Wrench',
        title: 'We build it',
        description:
          'Your voice agent or automation is built around your scripts, services and prices.',
      },
      {
        icon: 'Plug',
        title: 'Connect your tools',
        description:
          'We link it to your calendar, CRM, inbox and phone line so nothing is typed twice.',
      },
      {
        icon: 'Rocket',
        title: 'Test and go live',
        description: `We test with real scenarios, then switch it on. Simple voice agents go live in ${claims.simpleVoiceAgentWeeks} week.`,
      },
      {
        icon: 'TrendingUp',
        title: 'Measure and improve',
        description:
          'Monthly reports show calls handled, bookings made and hours saved, and we keep tuning.',
      },
    ],
  },
  services: {
    anchor: 'services',
    eyebrow: 'Custom AI Solutions',
    heading: 'AI that does the work you keep putting off',
    intro:
      'Pick one job to start with. Most clients begin with calls or admin and add more once they see the hours come back.',
    cards: [
      {
        icon: 'Mic',
        title: 'AI Voice Agents',
        description:
          'A natural-sounding agent that answers every call, day or night, and books the job.',
        features: [
          'Answers every call, including after hours',
          'Books straight into your calendar',
          'Sends you a summary of every call',
        ],
      },
      {
        icon: 'MessageSquare',
        title: 'AI Chatbots',
        description:
          'Website and social chat that answers questions and captures leads while you sleep.',
        features: [
          'Trained on your own services and prices',
          'Hands over to a person when needed',
          'Works on your site and Messenger',
        ],
      },
      {
        icon: 'Workflow',
        title: 'Process Automation',
        description: 'Quotes, invoices, follow-ups and data entry that run themselves.',
        features: [
          `Saves ${claims.hoursSavedPerWeek} hours a week on admin`,
          'Connects the apps you already use',
          `Live in ${claims.implementationWeeks} weeks`,
        ],
      },
      {
        icon: 'BarChart3',
        title: 'AI Analytics',
        description:
          'Plain-English reports that show which marketing, staff and services make you money.',
        features: [
          'Weekly summaries in your inbox',
          'Spot slow months before they arrive',
          'No spreadsheets to maintain',
        ],
      },
      {
        icon: 'ShieldCheck',
        title: 'AI Security',
        description: 'Use AI without putting customer data or your reputation at risk.',
        features: [
          'Privacy Act aware set-up',
          'Staff AI-use policy',
          'Access controls and audit trail',
        ],
      },
      {
        icon: 'Compass',
        title: 'AI Strategy Consulting',
        description: 'A practical roadmap that puts your budget where it pays back fastest.',
        features: [
          `Return on investment inside ${claims.roiDays} days as the target`,
          'Prioritised, costed plan',
          'Honest advice on what not to automate',
        ],
      },
    ],
    cardCta: talkToAgent,
    voicePromo: {
      heading: 'Hear an AI voice agent for yourself',
      text: 'The fastest way to understand a voice agent is to talk to one. Ours answers questions about our services right now, in your browser.',
      points: [
        'Never misses a call or a lead',
        `Up to ${claims.costReduction.value} lower cost than a call centre`,
        `${claims.responseSpeed.value} faster response to enquiries`,
      ],
      cta: talkToAgent,
      secondaryCta: { label: 'See voice agent pricing', action: route('/ai-voice-agents-pricing') },
    },
  },
}

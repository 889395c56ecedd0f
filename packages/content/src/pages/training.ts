import { claims } from '../constants/claims'
import {
  groupCoaching,
  groupCoachingName,
  groupCoachingPrice,
  groupCoachingPriceNote,
} from '../constants/offers'
import { formatAud } from '../format'
import { external } from '../links'
import type { TrainingPage } from '../schemas/programme-pages'
import { definePage } from './define'

/** /ai-training (docs/pages.md#training): benefits, premium coaching card, included list, testimonial. */
export const trainingPage: TrainingPage = {
  hero: {
    picture: { src: '/images/training-hero.svg', width: 560, height: 480 },
    eyebrow: 'AI Training',
    heading: 'AI training for business owners, not programmers',
    intro:
      'Learn to use AI tools confidently in your own business, with practical sessions you can apply the same day.',
  },
  benefitsSection: {
    eyebrow: 'Why owners learn with us',
    heading: 'Training that fits a working week',
    intro: 'Short, practical sessions built around the jobs in your business, not theory.',
  },
  benefits: [
    {
      icon: 'GraduationCap',
      title: 'Learn by doing',
      description:
        'Every session ends with something working in your business, not a page of notes.',
      gradient: 'from-primary to-primary-line',
    },
    {
      icon: 'Clock',
      title: 'Win back your week',
      description: `Owners in our training save ${claims.hoursSavedPerWeek} hours a week once their first automations run. [See where AI could start for you](/get-started-with-ai).`,
      gradient: 'from-accent to-accent-ink',
    },
    {
      icon: 'Users',
      title: 'Never stuck alone',
      description:
        'Ask questions live, share what works and learn from owners in businesses like yours.',
      gradient: 'from-primary-line to-accent',
    },
  ],
  premium: {
    badge: 'Premium coaching',
    title: groupCoachingName,
    price: groupCoachingPrice,
    amount: formatAud(groupCoaching.weeklyPrice),
    period: 'a week',
    billing: `billed ${formatAud(groupCoaching.monthlyBilled)} monthly`,
    priceNote: groupCoachingPriceNote,
    description:
      'Weekly live coaching that takes you from curious to confident, one automation at a time.',
    features: [
      'Weekly live group coaching calls',
      'Step-by-step build guides for common automations',
      'Feedback on your own prompts and workflows',
    ],
    cta: { label: 'Get Started Now', action: external('coachingProgramme') },
  },
  included: {
    eyebrow: 'Membership',
    heading: "What's included",
    items: [
      'Weekly live coaching sessions',
      'Recordings of every session',
      'Prompt library for sales, marketing and admin',
      'Automation templates ready to copy',
      'Private community of business owners',
      'Monthly Q&A with an AI specialist',
      'AI tool buying guide with honest reviews',
      'Staff AI-use policy template',
    ],
  },
  testimonial: {
    quote:
      'I went from avoiding AI to running my own quoting and follow-up automations in six weeks. My admin day is now an admin hour.',
    name: 'Mel T.',
    role: 'Owner',
    business: 'Landscaping business, Sunshine Coast',
    rating: 5,
    sample: true,
  },
  testimonialSection: {
    eyebrow: 'From a member',
    heading: 'What changes after a few weeks',
    ratingLabel: 'Rated 5 out of 5',
  },
  join: { label: 'Join Our AI Training Community', action: external('coachingProgramme') },
  closing: {
    heading: 'Learn AI with owners like you',
    intro:
      'Join the community, bring your questions and leave each session with something working.',
  },
}

/** /ai-training, declared once: its route, head, JSON-LD and content. */
export const trainingDefinition = definePage({
  path: '/ai-training',
  kind: 'training',
  meta: {
    title: 'AI Training for Business Owners',
    description:
      'Hands-on AI training for Australian business owners: weekly coaching, templates and a community. Learn to automate your own business.',
    keywords: [
      'AI training',
      'AI training Australia',
      'AI coaching for business',
      'learn AI automation',
    ],
  },
  content: trainingPage,
})

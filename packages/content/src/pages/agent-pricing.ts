import { claims } from '../constants/claims'
import { agentPackages } from '../constants/packages'
import { formatAud } from '../format'
import { bookStrategyCall, bookStrategyCallCta } from '../links'
import type { AgentPricingPage } from '../schemas/pricing-pages'
import { agentPackageProducts } from '../structured-data/products'
import { definePage } from './define'

/** /ai-agent-pricing (docs/pages.md#agent-pricing). Every button runs the page's one action: booking. */
export const agentPricingPage: AgentPricingPage = {
  action: bookStrategyCall,
  hero: {
    picture: { src: '/images/agent-pricing-hero.svg', width: 560, height: 480 },
    eyebrow: 'AI Agents',
    heading: 'Ready-made AI agents for your business',
    intro: 'Choose an agent, choose how you want it delivered, and put it to work this month.',
    buttonLabel: bookStrategyCallCta.label,
  },
  stats: [
    { value: claims.availability.value, label: 'Availability' },
    { value: claims.costReduction.value, label: 'Cost reduction' },
    { value: claims.responseSpeed.value, label: 'Faster response' },
  ],
  statStrip: { label: 'AI agents at a glance', pauseLabel: 'Pause the moving figures' },
  howTo: {
    eyebrow: 'Two steps',
    heading: 'How it works',
    intro: 'Two decisions, then we get to work.',
    items: [
      {
        title: 'Choose your agent',
        description: 'Pick the agent that takes the biggest job off your plate.',
      },
      {
        title: 'Choose your plan',
        description: 'Build it yourself with the DIY Package, or let us deliver it Done-For-You.',
      },
    ],
  },
  agents: {
    eyebrow: 'The catalogue',
    heading: 'Choose your AI agent',
    buttonLabel: 'Select This Agent',
    ribbon: 'Most Popular',
    items: [
      {
        icon: 'Headphones',
        name: 'Customer Service Agent',
        description: 'Answers customer questions on chat and email, accurately and instantly.',
        features: [
          'Answers from your own knowledge base',
          'Chat, email and social messages',
          'Hands over to staff when needed',
          'Tracks common questions',
          'Replies in seconds',
          'Works nights and weekends',
        ],
        mostPopular: false,
      },
      {
        icon: 'Target',
        name: 'Lead Qualification Agent',
        description: 'Responds to every new lead, asks your questions and books the good ones.',
        features: [
          'Replies to leads within a minute',
          'Asks your qualifying questions',
          'Scores and tags each lead',
          'Books sales calls in your calendar',
          'Updates your CRM',
          'Nurtures leads who are not ready yet',
        ],
        mostPopular: true,
      },
      {
        icon: 'CalendarCheck',
        name: 'Appointment Booking Agent',
        description: 'Fills your calendar and cuts no-shows with reminders and easy rescheduling.',
        features: [
          'Books online, by chat or SMS',
          'Syncs with your calendar',
          'Sends reminders',
          'Handles rescheduling',
          'Fills cancellations from a waitlist',
          'Collects intake details',
        ],
        mostPopular: false,
      },
      {
        icon: 'PenTool',
        name: 'Content Creation Agent',
        description:
          'Drafts posts, newsletters and blog articles in your voice for you to approve.',
        features: [
          'Learns your brand voice',
          'Monthly content calendar',
          'Social posts and captions',
          'Email newsletters',
          'Blog drafts optimised for search',
          'You approve before anything posts',
        ],
        mostPopular: false,
      },
      {
        icon: 'Inbox',
        name: 'Admin and Inbox Agent',
        description: 'Sorts email, drafts replies and turns requests into tasks and invoices.',
        features: [
          'Sorts and labels your inbox',
          'Drafts replies for approval',
          'Creates tasks from emails',
          'Raises invoices from job details',
          'Chases overdue payments',
          'Daily summary of what needs you',
        ],
        mostPopular: false,
      },
      {
        icon: 'BarChart3',
        name: 'Data and Reporting Agent',
        description: 'Pulls numbers from your tools and explains them in plain English each week.',
        features: [
          'Connects sales, ads and accounts',
          'Weekly plain-English report',
          'Flags unusual changes',
          'Answers questions about your data',
          'Tracks your key numbers',
          'No spreadsheets to maintain',
        ],
        mostPopular: false,
      },
    ],
  },
  packages: {
    eyebrow: 'Packages',
    heading: 'Pricing Options',
    intro: 'One price per agent. Choose the level of help you want.',
    items: [...agentPackages],
    priceNote: 'per agent, GST included',
    conditionsHeading: 'Good to know',
  },
  benefits: {
    eyebrow: 'Why AI agents',
    heading: 'Why business owners choose AI agents',
    items: [
      {
        icon: 'Clock',
        title: 'Hours back every week',
        description: `Owners save ${claims.hoursSavedPerWeek} hours a week on repetitive work.`,
      },
      {
        icon: 'PiggyBank',
        title: 'Lower running costs',
        description: 'An agent costs a fraction of hiring someone for the same work.',
      },
      {
        icon: 'Zap',
        title: 'Faster replies, more sales',
        description: 'Every enquiry answered in seconds, so fewer leads go to competitors.',
      },
      {
        icon: 'Moon',
        title: 'Always on',
        description: 'Agents work nights, weekends and holidays without overtime.',
      },
    ],
  },
  closing: {
    heading: 'Not sure which agent to start with?',
    intro: 'Book a free strategy call and we will recommend the agent that pays back fastest.',
    buttonLabels: [bookStrategyCallCta.label],
  },
}

/** /ai-agent-pricing, declared once: its route, head, JSON-LD and content. */
export const agentPricingDefinition = definePage({
  path: '/ai-agent-pricing',
  kind: 'agent-pricing',
  meta: {
    title: 'AI Agent Catalogue and Pricing',
    description: `Choose a ready-made AI agent for customer service, leads, bookings or admin. ${agentPackages.map((item) => `${item.name} ${formatAud(item.price)}`).join(' or ')} per agent.`,
    keywords: [
      'AI agent pricing',
      'AI agents for business',
      'done-for-you AI agent',
      'AI lead qualification',
    ],
  },
  structuredData: agentPackageProducts,
  content: agentPricingPage,
})

import type { AgentPackage } from '../schemas/pricing'

/** The two ways to buy an AI agent on /ai-agent-pricing (docs/constants.md#agent-packages), priced per agent in AUD. */
export const agentPackages: readonly AgentPackage[] = [
  {
    id: 'diy',
    name: 'DIY Package',
    price: 995,
    per: 'agent',
    summary: 'Build and run the agent yourself from our proven templates.',
    includes: ['Downloadable templates', 'Basic email support', 'Standard AI agent features'],
    conditions: [
      'This is not a done-for-you service: you set up and run the agent yourself.',
      'Templates are licensed for your own business and cannot be resold.',
    ],
    buttonLabel: 'Get the DIY Package',
  },
  {
    id: 'done-for-you',
    name: 'Done-For-You',
    price: 3500,
    per: 'agent',
    summary: 'We build, connect and launch the agent for you, then train your team to use it.',
    includes: [
      'Complete custom implementation',
      'Priority support and consultation',
      'Custom features and integrations',
      'Dedicated setup and training',
    ],
    conditions: [],
    buttonLabel: 'Get It Done For You',
  },
]

import { claims } from '../constants/claims'
import { contentCourse, programmeTimeline } from '../constants/offers'
import { agentPackages } from '../constants/packages'
import { entryVoicePlan, voicePlans } from '../constants/plans'
import { formatAud } from '../format'
import type { PageMetaSource } from '../schemas/meta'
import { site } from '../site'

/** Titles, descriptions and keywords of every page but the articles, by path. */
export const pageMetaSources: Readonly<Record<string, PageMetaSource>> = {
  '/': {
    title: 'AI Voice Agents and Automation in Australia',
    description: `${claims.awards}. AI voice agents, chatbots and automation for Australian small businesses. Live in ${claims.implementationWeeks} weeks, no tech skills needed.`,
    keywords: [
      'AI voice agents',
      'AI automation Australia',
      'small business AI',
      'AI receptionist',
      'AI consultancy',
    ],
  },
  '/get-started-with-ai': {
    title: "Don't Know Where to Start with AI?",
    description: `Book a free ${claims.strategyCallMinutes}-minute strategy call and find the first jobs AI can take off your plate. Practical advice for Australian business owners.`,
    keywords: [
      'get started with AI',
      'AI strategy call',
      'AI for beginners',
      'small business automation',
    ],
  },
  '/about': {
    title: `About ${site.founder.name}`,
    description: `Meet ${site.founder.name}, who built a multimillion-dollar business and founded ${site.brand} to bring practical AI to Australian small businesses.`,
    keywords: [
      site.founder.name,
      `about ${site.brand}`,
      'AI consultant Australia',
      'business automation expert',
    ],
  },
  '/blog': {
    title: 'AI Insights Blog',
    description:
      'Practical AI guides, news and case studies for Australian small-business owners: voice agents, automation, ROI, ethics and prompting.',
    keywords: ['AI blog', 'AI news Australia', 'AI guides for business', 'automation case studies'],
  },
  '/content-course': {
    title: 'AI Content Creation Course',
    description: `Create a month of on-brand marketing content in an afternoon. Our AI content course for business owners is ${formatAud(contentCourse.price)} for a limited time.`,
    keywords: [
      'AI content course',
      'AI marketing course',
      'content creation with AI',
      'ChatGPT for marketing',
    ],
  },
  '/ai-voice-agents-pricing': {
    title: 'AI Voice Agents Pricing',
    description: `AI voice agent plans from ${formatAud(entryVoicePlan().price)} a month plus GST: ${voicePlans.map((plan) => plan.name).join(', ')}. Compare call minutes, dev hours and support.`,
    keywords: [
      'AI voice agent pricing',
      'AI receptionist cost',
      'voice AI plans',
      'AI phone answering Australia',
    ],
  },
  '/ai-agent-pricing': {
    title: 'AI Agent Catalogue and Pricing',
    description: `Choose a ready-made AI agent for customer service, leads, bookings or admin. ${agentPackages.map((item) => `${item.name} ${formatAud(item.price)}`).join(' or ')} per agent.`,
    keywords: [
      'AI agent pricing',
      'AI agents for business',
      'done-for-you AI agent',
      'AI lead qualification',
    ],
  },
  '/ai-training': {
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
  '/automate-to-dominate': {
    title: 'Automate to Dominate Coaching Programme',
    description: `A ${programmeTimeline.weeks}-week AI coaching programme for small-business owners: Foundation, Acceleration, Domination. ${claims.businessesTrained.value} businesses trained, ${programmeTimeline.guaranteeDays}-day guarantee.`,
    keywords: [
      'Automate to Dominate',
      'AI coaching programme',
      `${programmeTimeline.weeks}-week AI programme`,
      'business automation coaching',
    ],
  },
  [site.founder.path]: {
    title: `${site.founder.name}, AI Strategist`,
    description: `${site.founder.name} is an AI strategist and automation specialist helping Australian small businesses win back time with voice agents and automation.`,
    keywords: [
      site.founder.name,
      'AI strategist Australia',
      'AI automation specialist',
      'AI speaker',
    ],
  },
  '/voiceagent-onboarding': {
    title: 'Voice Agent Onboarding',
    description:
      'Set up your AI voice agent by talking to our onboarding assistant. It learns your services and call handling in about ten minutes.',
    keywords: [
      'voice agent onboarding',
      'AI assistant setup',
      'voice agent set-up',
      'AI onboarding',
    ],
  },
  '/privacy-policy': {
    title: 'Privacy Policy and Terms',
    description: `How ${site.brand} collects, uses and protects your personal information, and the terms of service for our products, memberships and sessions.`,
    keywords: [
      'privacy policy',
      'terms of service',
      'refund policy',
      'Australian Privacy Principles',
    ],
  },
}

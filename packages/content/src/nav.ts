import { programmeTimeline } from './constants/offers'
import { voicePlansFromLabel } from './constants/plans'
import { bookStrategyCall, openVoiceChat, route, talkToAgent } from './links'
import type { LinkGroup, Navigation } from './schemas/nav'
import { site } from './site'

/**
 * The Services menu. Desktop and mobile share it, so the training entry leads to
 * /automate-to-dominate in both (docs/decisions.md#training-menu); /ai-training stays routed and linked from content.
 */
const services: LinkGroup = {
  label: 'Services',
  links: [
    {
      label: 'AI Voice Agent Pricing',
      description: `An agent that answers and books your calls. ${voicePlansFromLabel()} plus GST.`,
      action: route('/ai-voice-agents-pricing'),
    },
    {
      label: 'AI Agent Pricing',
      description: 'Chat, sales and support agents, set up by you or done for you.',
      action: route('/ai-agent-pricing'),
    },
    {
      label: 'Custom AI Solutions',
      description: 'Automation built around the way your business already works.',
      action: route('/#services'),
    },
    {
      label: 'AI Training - Automate to Dominate',
      description: `${programmeTimeline.weeks} weeks of coaching to run your business with AI.`,
      action: route('/automate-to-dominate'),
    },
  ],
}

/** The header, mobile menu and footer every page shares (docs/routes.md#shell). */
export const navigation: Navigation = {
  desktop: {
    services,
    ctas: [
      { label: 'Chat Now', action: openVoiceChat },
      { label: 'Book Strategy', action: bookStrategyCall },
    ],
    phone: { label: site.phone.display, action: { type: 'tel' } },
    servicesFeature: {
      title: 'Hear it for yourself',
      description: 'Talk to our voice agent now: it answers the way yours would.',
    },
  },
  mobile: {
    toggleLabel: { open: 'Open menu', close: 'Close menu' },
    services,
    links: [
      { label: 'Pricing', action: route('/ai-voice-agents-pricing') },
      { label: 'Blog', action: route('/blog') },
      { label: 'Contact', action: route('/#contact') },
    ],
    ctas: [
      // Choosing Chat Now also closes the mobile menu; the shell does that.
      { label: 'Chat Now', action: openVoiceChat },
      { label: 'Get Started', action: bookStrategyCall },
    ],
    actionBar: {
      label: 'Quick actions',
      talk: talkToAgent,
      call: { label: 'Call', action: { type: 'tel' } },
    },
  },
  footer: {
    tagline:
      'AI voice agents, automation and coaching for Australian small businesses. No technical skills needed.',
    links: {
      label: 'Explore',
      links: [
        { label: 'AI Voice Agent Pricing', action: route('/ai-voice-agents-pricing') },
        { label: 'Automate to Dominate', action: route('/automate-to-dominate') },
        { label: `Meet ${site.founder.name}`, action: route(site.founder.path) },
        { label: 'Privacy Policy', action: route('/privacy-policy') },
        { label: 'Blog', action: route('/blog') },
      ],
    },
    contactHeading: 'Contact',
    socialHeading: 'Follow us',
    copyright: `© ${site.brand}. All rights reserved.`,
  },
}

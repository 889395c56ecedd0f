// The general mailbox, which is also where contact requests are delivered.
const email = 'hello@kookaburra-ai.example'

/**
 * The one file an owner edits to rebrand the site: names, contact details, hours, every external
 * target and the onboarding widget. Every page reads these facts from here; none is written twice.
 */
export const site = {
  brand: 'Kookaburra AI',
  /** Appended to every page title: `Pricing | Kookaburra AI`. */
  titleTag: ' | Kookaburra AI',
  /** Canonical origin of the site, without a trailing slash. */
  origin: 'https://kookaburra-ai.example',
  logo: { src: '/logo.svg', alt: 'Kookaburra AI logo', width: 40, height: 40 },
  founder: {
    name: 'Jordan Blake',
    path: '/jordan-blake-ai',
  },
  phone: {
    display: '0491 570 156',
    href: 'tel:+61491570156',
  },
  email,
  /**
   * Where contact form requests go. The signer emails each one to `inbox` through Cloudflare Email
   * Routing, which only delivers to addresses verified in the account, and sends it from
   * `sender`, an address on the domain Email Routing serves.
   */
  leads: {
    inbox: email,
    sender: 'leads@kookaburra-ai.example',
    senderName: 'Kookaburra AI website',
  },
  hours: {
    display: 'Monday-Friday 10-4pm AEST',
    /** schema.org `openingHours`. */
    structured: 'Mo-Fr 10:00-16:00',
    timeZone: 'Australia/Brisbane',
  },
  /**
   * Every place outside the site a button or link may lead. Each opens in a new tab with
   * `rel="noopener noreferrer"`.
   */
  external: {
    /** Live-event booking and checkout page (strategy sessions, blog calls to action). */
    booking: 'https://example.com/kookaburra-ai/events',
    /** 30-minute scheduling calendar (news briefing article). */
    calendar: 'https://example.com/kookaburra-ai/calendar-30-min',
    /** Quiz assistant site (hero card). */
    quizAssistant: 'https://example.com/kookaburra-ai/quiz-assistant',
    /** Free AI audit quiz (get-started page). */
    aiAuditQuiz: 'https://example.com/kookaburra-ai/free-ai-audit',
    /** The coaching programme's own website. */
    coachingProgramme: 'https://example.com/kookaburra-ai/automate-to-dominate',
    /** The coaching community. */
    coachingCommunity: 'https://example.com/kookaburra-ai/community',
    /** The content course's offer form. */
    courseOffer: 'https://example.com/kookaburra-ai/content-course-offer',
    /** The founder's professional-network profile. */
    founderProfile: 'https://example.com/kookaburra-ai/jordan-blake-profile',
    /** The founder's own site. */
    founderSite: 'https://example.com/jordan-blake',
  },
  /** Social profiles, in the order the footer shows them. */
  social: [
    { network: 'LinkedIn', href: 'https://example.com/kookaburra-ai/linkedin' },
    { network: 'Facebook', href: 'https://example.com/kookaburra-ai/facebook' },
    { network: 'Instagram', href: 'https://example.com/kookaburra-ai/instagram' },
    { network: 'YouTube', href: 'https://example.com/kookaburra-ai/youtube' },
  ],
  /**
   * The site's own voice widget (`<kookaburra-voice>`) on /voiceagent-onboarding: its title and
   * the agent version it asks for. The agent id, public key and signer are the voice chat's, from
   * the build's environment, and the script is served from the site's own origin.
   */
  onboardingWidget: {
    agentVersion: '1',
    title: 'Onboarding Chatbot',
  },
} as const

/** The site configuration's type. */
export type Site = typeof site

/** A named external target: `site.external[key]`. */
export type ExternalTarget = keyof Site['external']

/**
 * A page title with the company tag, as every page's `<title>` reads.
 *
 * @example
 * pageTitle('AI Voice Agents Pricing') // 'AI Voice Agents Pricing | Kookaburra AI'
 */
export function pageTitle(title: string): string {
  return `${title}${site.titleTag}`
}

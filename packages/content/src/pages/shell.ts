import { route } from '../links'
import type { ArticlePage, BlogIndexPage, NotFoundPage, OnboardingPage } from '../schemas/pages'
import { site } from '../site'
import { webSite } from '../structured-data/website'
import { definePage } from './define'

/** /voiceagent-onboarding (docs/pages.md#onboarding). The widget settings live in `site.onboardingWidget`. */
export const onboardingPage: OnboardingPage = {
  eyebrow: 'Voice agent onboarding',
  heading: 'Set up your AI voice agent',
  intro:
    'Our onboarding assistant asks about your business, your services and how you like calls handled, so we can build an agent that sounds like you. It takes about ten minutes.',
  checklist: {
    heading: 'Have these ready',
    items: [
      'Your business name, hours and the areas you service',
      'The services you offer, with prices or price ranges',
      'What callers ask most, and the answers you give',
      'Who gets urgent calls, and how you take bookings',
    ],
  },
  emailPrompt: 'Rather talk to a person? Email us at',
  email: { label: site.email, action: { type: 'mailto' } },
  badge: 'AI Assistant Active',
  widgetHint:
    'Press the call button in the assistant below and speak naturally. You can stop and come back at any time.',
  widgetLabel: site.onboardingWidget.title,
  widgetUnavailable: `The onboarding assistant could not load. Please email ${site.email} and we will set up your agent with you.`,
}

/** The blog index's heading, search and labels (docs/pages.md#blog-index); the cards come from the blog. */
export const blogIndexPage: BlogIndexPage = {
  hero: {
    eyebrow: 'Blog',
    heading: 'AI insights for Australian business owners',
    intro:
      'Practical guides, news and case studies on using AI to save time and grow, written in plain English.',
  },
  featuredLabel: 'Featured article',
  sessions: {
    heading: 'Sessions you can book',
    intro:
      'Three topics we cover one to one rather than in writing: pick one and book a free session.',
  },
  articlesHeading: 'All articles',
  topics: { label: 'Browse by topic', all: 'All topics' },
  searchLabel: 'Search articles',
  // Short enough to read whole in the field on a 320 px phone.
  searchPlaceholder: 'Try: voice agents',
  clearSearch: 'Clear search',
  resultCount: '{count} of {total} articles',
  noResults: 'No articles match your search. Try a shorter word or clear the search.',
  readTime: 'min read',
}

/**
 * The copy around every article's body (docs/pages.md#articles). Every article, not only the AgentKit one
 * the outline shows it on, leads back to the blog index, so no reader reaches a dead end.
 */
export const articlePage: ArticlePage = {
  backToBlog: { label: 'Back to Blog', action: route('/blog') },
  contentsHeading: 'On this page',
  readTime: 'min read',
  authorRoles: { organisation: 'Editorial team', founder: 'Founder' },
  blockLabels: {
    challenge: 'Challenge',
    solution: 'Solution',
    results: 'Results',
    prompt: 'You',
    response: 'Assistant',
    source: 'Source',
  },
  keyTakeawaysHeading: 'Key takeaways',
  faqHeading: 'Frequently asked questions',
  tagsLabel: 'Tags',
  relatedHeading: 'Related articles',
}

/** The not-found page (docs/routes.md#not-found): texts exactly as the error catalogue gives them. */
export const notFoundPage: NotFoundPage = {
  code: '404',
  heading: 'Oops! Page not found',
  home: { label: 'Return to Home', action: route('/') },
}

/** /blog, the blog index (its cards come from the articles), declared once: its route, head, JSON-LD and content. */
export const blogIndexDefinition = definePage({
  path: '/blog',
  kind: 'blog-index',
  meta: {
    title: 'AI Insights Blog',
    description:
      'Practical AI guides, news and case studies for Australian small-business owners: voice agents, automation, ROI, ethics and prompting.',
    keywords: ['AI blog', 'AI news Australia', 'AI guides for business', 'automation case studies'],
  },
  structuredData: () => [webSite()],
  content: blogIndexPage,
})

/** /voiceagent-onboarding, declared once: its route, head, JSON-LD and content. */
export const onboardingDefinition = definePage({
  path: '/voiceagent-onboarding',
  kind: 'onboarding',
  meta: {
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
  content: onboardingPage,
})

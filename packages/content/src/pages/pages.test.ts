import { describe, expect, it } from 'vitest'
import { hrefOf } from '../links'
import { voicePricingPageSchema } from '../schemas/pricing-pages'
import { site } from '../site'
import { aboutPage } from './about'
import { agentPricingPage } from './agent-pricing'
import { coachingPage } from './coaching'
import { coursePage } from './course'
import { founderPage } from './founder'
import { getStartedPage } from './get-started'
import { homeAboveFold } from './home-above-fold'
import { homeLazy } from './home-lazy'
import { legalPage } from './legal'
import { notFoundPage, onboardingPage } from './shell'
import { trainingPage } from './training'
import { voicePricingPage } from './voice-pricing'

describe('home page', () => {
  it('opens the voice chat from Talk To Agent and booking from Book Strategy Call', () => {
    expect(homeAboveFold.hero.talkToAgent).toEqual({
      label: 'Talk To Agent',
      action: { type: 'voice-chat' },
    })
    expect(homeAboveFold.hero.bookStrategyCall.label).toBe('Book Strategy Call')
    expect(hrefOf(homeAboveFold.hero.bookStrategyCall.action)).toBe(site.external.booking)
    expect(hrefOf(homeAboveFold.hero.quizCard.cta.action)).toBe(site.external.quizAssistant)
  })

  it('has seven steps, six service cards and the three anchors', () => {
    expect(homeAboveFold.steps.items).toHaveLength(7)
    expect(homeAboveFold.services.cards).toHaveLength(6)
    expect([
      homeAboveFold.services.anchor,
      homeLazy.testimonials.anchor,
      homeLazy.contact.anchor,
    ]).toEqual(['services', 'testimonials', 'contact'])
  })

  it('shows the rating with its review count once, in the award banner', () => {
    expect(homeAboveFold.awardBanner.stats).toContainEqual({
      value: '4.9/5',
      label: 'Average rating from 127 reviews',
    })
    expect(homeLazy.testimonials.intro).not.toContain('4.9')
  })

  it('shows the contact details from the site configuration', () => {
    expect(homeLazy.contact.details).toEqual({
      phone: '0491 570 156',
      email: 'hello@kookaburra-ai.example',
      hours: 'Monday-Friday 10-4pm AEST',
    })
  })

  it('promises the same reply time before and after a message is sent', () => {
    const { intro, success, nextSteps } = homeLazy.contact
    for (const text of [intro, success, nextSteps.items.join(' ')]) {
      expect(text).toMatch(/within one business day/i)
    }
  })

  it('tells a visitor whose message failed that their text is still in the form', () => {
    const { failure, unreachable, rateLimited } = homeLazy.contact
    for (const text of [failure, unreachable, rateLimited]) {
      expect(text).toMatch(/your text is still here/i)
    }
  })
})

describe('about page', () => {
  it('shows the three credentials and sends visitors to the contact form', () => {
    expect(aboutPage.credentials.map((card) => card.title)).toEqual([
      'Multimillion-Dollar Business',
      'Top 100 Australian Business',
      'Battle-Tested Systems',
    ])
    expect(hrefOf(aboutPage.cta.action)).toBe('/#contact')
  })
})

describe('voice pricing page', () => {
  it('has three steps and three agent types of ten features, one popular', () => {
    expect(voicePricingPage.steps.items).toHaveLength(3)
    const types = voicePricingPage.agentTypes.items
    expect(types.map((type) => type.features.length)).toEqual([10, 10, 10])
    expect(types.filter((type) => type.popular)).toHaveLength(1)
  })

  it('marks Growth as the one most popular plan', () => {
    expect(
      voicePricingPage.plans.items.filter((plan) => plan.popular).map((plan) => plan.name),
    ).toEqual(['Growth'])
  })

  it('says Most Popular once: the popular agent type has words of its own', () => {
    expect(voicePricingPage.plans.popularBadge).toBe('Most Popular')
    const sameWords = {
      ...voicePricingPage,
      agentTypes: { ...voicePricingPage.agentTypes, popularBadge: 'Most Popular' },
    }
    expect(voicePricingPageSchema.safeParse(sameWords).error?.issues[0]?.message).toBe(
      'The agent types and the plans need different popular labels: a page says Most Popular once.',
    )
  })

  it('states the one-off set-up on every plan card, from the amount the GST note gives', () => {
    expect(voicePricingPage.plans.cards.map((card) => card.setUp)).toEqual(
      Array(4).fill('One-off set-up from $2,500'),
    )
    expect(voicePricingPage.gstNote).toBe(
      'Costs are subject to GST and exclude set-up costs, usually from $2500.',
    )
  })
})

describe('agent pricing page', () => {
  it('runs one action from every button: booking', () => {
    expect(hrefOf(agentPricingPage.action)).toBe(site.external.booking)
  })

  it('shows 24/7, 80% and 5x stats and a two-step how-to', () => {
    expect(agentPricingPage.stats.map((stat) => stat.value)).toEqual(['24/7', '80%', '5x'])
    expect(agentPricingPage.howTo.items.map((step) => step.title)).toEqual([
      'Choose your agent',
      'Choose your plan',
    ])
  })

  it('puts the Most Popular ribbon on the second of six agents, six features each', () => {
    const agents = agentPricingPage.agents.items
    expect(agents.map((agent) => agent.mostPopular)).toEqual([
      false,
      true,
      false,
      false,
      false,
      false,
    ])
    expect(agents.every((agent) => agent.features.length === 6)).toBe(true)
    expect(agentPricingPage.agents.buttonLabel).toBe('Select This Agent')
  })
})

describe('training page', () => {
  it('has three benefits with gradients, eight included items and a join link', () => {
    expect(trainingPage.benefits.map((benefit) => benefit.gradient)).toHaveLength(3)
    expect(new Set(trainingPage.benefits.map((benefit) => benefit.gradient)).size).toBe(3)
    expect(trainingPage.included.items).toHaveLength(8)
    expect(hrefOf(trainingPage.join.action)).toBe(site.external.coachingProgramme)
  })
})

describe('coaching programme page', () => {
  it('has six mastery topics, three FAQs, and join and free-strategy buttons', () => {
    expect(coachingPage.mastery.items).toHaveLength(6)
    expect(coachingPage.faq.items).toHaveLength(3)
    expect(coachingPage.hero.join.label).toBe('Join the Program')
    expect(hrefOf(coachingPage.hero.join.action)).toBe(site.external.coachingProgramme)
    expect(hrefOf(coachingPage.hero.strategy.action)).toBe(site.external.booking)
    expect(coachingPage.hero.price).toBe('$2,497 AUD')
  })
})

describe('content course page', () => {
  it('leads to the course offer form and the coaching community', () => {
    expect(hrefOf(coursePage.hero.cta.action)).toBe(site.external.courseOffer)
    expect(hrefOf(coursePage.closing.community.action)).toBe(site.external.coachingCommunity)
  })
})

describe('get-started page', () => {
  it('asks the headline question and offers call, booking and the audit quiz', () => {
    expect(getStartedPage.hero.heading).toBe("Don't Know Where to Start with AI?")
    expect(hrefOf(getStartedPage.hero.call.action)).toBe(site.phone.href)
    expect(hrefOf(getStartedPage.hero.book.action)).toBe(site.external.booking)
    expect(hrefOf(getStartedPage.auditQuiz.cta.action)).toBe(site.external.aiAuditQuiz)
  })

  it('has four FAQs, the three-step journey and eight capabilities', () => {
    expect(getStartedPage.faq.items).toHaveLength(4)
    expect(getStartedPage.journey.steps.map((step) => step.title)).toEqual([
      'Free strategy call',
      'We build your solution',
      'Transformation',
    ])
    expect(getStartedPage.capabilities.items).toHaveLength(8)
  })
})

describe('founder page', () => {
  it('books a strategy session and connects on the professional network', () => {
    expect(hrefOf(founderPage.hero.book.action)).toBe(site.external.booking)
    expect(hrefOf(founderPage.hero.connect.action)).toBe(site.external.founderProfile)
    expect(founderPage.expertise.items).toHaveLength(6)
  })
})

describe('onboarding page', () => {
  it('shows the badge and the mailbox', () => {
    expect(onboardingPage.badge).toBe('AI Assistant Active')
    expect(hrefOf(onboardingPage.email.action)).toBe(`mailto:${site.email}`)
    expect(site.onboardingWidget.title).toBe('Onboarding Chatbot')
  })
})

describe('privacy policy and not-found page', () => {
  it('is dated 18 August 2025', () => {
    expect(legalPage.lastUpdated).toBe('2025-08-18')
  })

  it('reproduces the not-found texts exactly', () => {
    expect(notFoundPage).toEqual({
      code: '404',
      heading: 'Oops! Page not found',
      home: { label: 'Return to Home', action: { type: 'route', path: '/' } },
    })
  })
})

describe('coaching programme buttons', () => {
  const programmeLabels = [
    'Get Started Now',
    'Join the Program',
    'Start Your Transformation',
    'Join Our AI Training Community',
  ]
  const pages = [homeLazy, trainingPage, coachingPage, coursePage, getStartedPage, founderPage]

  /** Every `{ label, action }` of a record, however deep. */
  const ctasOf = (node: unknown): { label: string; action: Parameters<typeof hrefOf>[0] }[] => {
    if (Array.isArray(node)) return node.flatMap(ctasOf)
    if (node === null || typeof node !== 'object') return []
    const record = node as Record<string, unknown>
    const own =
      typeof record.label === 'string' && typeof record.action === 'object'
        ? [record as { label: string; action: Parameters<typeof hrefOf>[0] }]
        : []
    return [...own, ...Object.values(record).flatMap(ctasOf)]
  }

  it('sends each of the four programme labels to the coaching programme website', () => {
    const ctas = pages.flatMap(ctasOf).filter((cta) => programmeLabels.includes(cta.label))
    expect(new Set(ctas.map((cta) => cta.label))).toEqual(new Set(programmeLabels))
    for (const cta of ctas) expect(hrefOf(cta.action)).toBe(site.external.coachingProgramme)
  })
})

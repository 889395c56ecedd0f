import { describe, expect, it } from 'vitest'
import { claims } from '../constants/claims'
import { contentCourse, groupCoaching, groupCoachingPrice } from '../constants/offers'
import { planComparison, voicePlans } from '../constants/plans'
import { formatAud } from '../format'
import { agentPricingPage } from './agent-pricing'
import { coachingPage } from './coaching'
import { coursePage } from './course'
import { trainingPage } from './training'
import { voicePricingPage } from './voice-pricing'

describe('voice plan cards', () => {
  const cards = voicePricingPage.plans.cards
  const card = (id: string) => cards.find((entry) => entry.id === id)

  it('has one card per plan, in the plans order', () => {
    expect(cards.map((entry) => entry.id)).toEqual(voicePlans.map((plan) => plan.id))
  })

  it('reads each price from its plan and says GST beside every fixed price', () => {
    expect(cards.map((entry) => entry.price)).toEqual(['$499', '$899', '$1,699', 'Custom'])
    for (const entry of cards.filter((item) => item.price !== 'Custom')) {
      expect(entry.period).toMatch(/plus GST/)
    }
  })

  it('lists the allowances, then what each plan adds over the one before', () => {
    expect(card('basic')?.inclusions).toEqual([
      '6 dev hours',
      '500 minutes',
      ...planComparison.filter((row) => row.values.basic === true).map((row) => row.feature),
    ])
    expect(card('growth')?.inclusions).toEqual([
      '12 dev hours',
      '1,000 minutes',
      'Everything in Basic',
      'Monthly A/B testing',
    ])
    expect(card('unlimited')?.inclusions).toEqual([
      'Unlimited dev hours',
      'Unlimited minutes',
      'Everything in Advanced',
      'Dedicated developer',
      'Unlimited script revisions',
    ])
  })

  it('never lists a feature the comparison table withholds from the plan', () => {
    for (const plan of voicePlans) {
      const withheld = planComparison
        .filter((row) => row.values[plan.id] === false)
        .map((row) => row.feature)
      expect(card(plan.id)?.inclusions.filter((line) => withheld.includes(line))).toEqual([])
    }
  })
})

describe('prices beside their notes', () => {
  it('shows the membership price in the parts of the one price text', () => {
    const { amount, period, billing, price } = trainingPage.premium
    expect(amount).toBe(formatAud(groupCoaching.weeklyPrice))
    expect(billing).toBe(`billed ${formatAud(groupCoaching.monthlyBilled)} monthly`)
    expect(price).toBe(groupCoachingPrice)
    expect(period).toBe('a week')
  })

  it('says the agent packages and the course include GST', () => {
    expect(agentPricingPage.packages.priceNote).toMatch(/per agent, GST included/)
    expect(coursePage.hero.priceNote).toBe(`${contentCourse.currency}, GST included`)
  })

  it('names each phase of the programme by the weeks it covers', () => {
    expect(coachingPage.timeline.phases.map((phase) => phase.period)).toEqual([
      'Weeks 1-4',
      'Weeks 5-8',
      'Weeks 9-12',
    ])
  })

  it('quotes the voice plans from the cheapest plan, with GST', () => {
    expect(voicePricingPage.hero.highlights[0]).toBe('From $499/month, plus GST')
    expect(voicePricingPage.hero.highlights[1]).toBe(`Live in ${claims.simpleVoiceAgentWeeks} week`)
  })
})

import { describe, expect, it } from 'vitest'
import { agentPricingPage } from '../pages/agent-pricing'
import { coachingPage } from '../pages/coaching'
import { coursePage } from '../pages/course'
import { legalPage } from '../pages/legal'
import { voicePricingPage } from '../pages/voice-pricing'
import { claims, ratingLabel, ratingSummary } from './claims'
import {
  coachingProgramme,
  contentCourse,
  groupCoaching,
  groupCoachingPrice,
  programmeTimeline,
} from './offers'
import { agentPackages } from './packages'
import {
  gstNote,
  planComparison,
  planDevHoursLabel,
  planMinutesLabel,
  planPriceLabel,
  voicePlans,
} from './plans'
import { governingLaw, legalLastUpdated, termsOfService } from './terms'

describe('voice plans', () => {
  it.each([
    ['basic', 'Basic', 499, '$499/month', 6, 500, false],
    ['growth', 'Growth', 899, '$899/month', 12, 1000, true],
    ['advanced', 'Advanced', 1699, '$1,699/month', 24, 2000, false],
    ['unlimited', 'Unlimited', 'custom', 'Custom pricing', 'Unlimited', 'unlimited', false],
  ] as const)(
    '%s: %s %s (%s), %s dev hours, %s minutes, popular %s',
    (id, name, price, label, hours, minutes, popular) => {
      const plan = voicePlans.find((candidate) => candidate.id === id)
      expect(plan).toMatchObject({ name, price, devHours: hours, minutes, popular })
      if (plan) expect(planPriceLabel(plan)).toBe(label)
    },
  )

  it('shows minutes and hours as the cards read them', () => {
    expect(voicePlans.map(planMinutesLabel)).toEqual([
      '500 minutes',
      '1,000 minutes',
      '2,000 minutes',
      'Unlimited minutes',
    ])
    expect(voicePlans.map(planDevHoursLabel)).toEqual([
      '6 dev hours',
      '12 dev hours',
      '24 dev hours',
      'Unlimited dev hours',
    ])
  })

  it('feeds the pricing page the same plan records', () => {
    expect(voicePricingPage.plans.items).toEqual(voicePlans)
    expect(voicePricingPage.plans.items[1]).toBe(voicePlans[1])
  })
})

describe('plan comparison table', () => {
  const row = (feature: string) => planComparison.find((candidate) => candidate.feature === feature)

  it.each([
    ['Monthly price', { basic: '$499', growth: '$899', advanced: '$1,699', unlimited: 'Custom' }],
    ['Development hours', { basic: '6', growth: '12', advanced: '24', unlimited: 'Unlimited' }],
    ['Call minutes', { basic: '500', growth: '1,000', advanced: '2,000', unlimited: 'Unlimited' }],
    [
      'Unlimited script revisions',
      { basic: false, growth: false, advanced: false, unlimited: true },
    ],
    ['Monthly A/B testing', { basic: false, growth: true, advanced: true, unlimited: true }],
    ['Management', { basic: false, growth: false, advanced: true, unlimited: true }],
    ['Dedicated project manager', { basic: false, growth: false, advanced: true, unlimited: true }],
    [
      'Priority technical support',
      { basic: false, growth: false, advanced: true, unlimited: true },
    ],
    ['Dedicated developer', { basic: false, growth: false, advanced: false, unlimited: true }],
    ['Custom-built agent', { basic: true, growth: true, advanced: true, unlimited: true }],
    ['Maintenance', { basic: true, growth: true, advanced: true, unlimited: true }],
    ['Analytics', { basic: true, growth: true, advanced: true, unlimited: true }],
    ['Platform integration', { basic: true, growth: true, advanced: true, unlimited: true }],
    ['Secure backend logic', { basic: true, growth: true, advanced: true, unlimited: true }],
    ['Free platform cost', { basic: true, growth: true, advanced: true, unlimited: true }],
  ])('%s', (feature, values) => {
    expect(row(feature)?.values).toEqual(values)
  })

  it('has exactly the rows of the comparison table and no others', () => {
    expect(planComparison).toHaveLength(15)
    expect(voicePricingPage.comparison.rows).toEqual(planComparison)
  })

  it('carries the GST note word for word', () => {
    expect(gstNote).toBe('Costs are subject to GST and exclude set-up costs, usually from $2500.')
    expect(voicePricingPage.gstNote).toBe(gstNote)
  })
})

describe('agent packages', () => {
  it.each([
    [
      'diy',
      'DIY Package',
      995,
      ['Downloadable templates', 'Basic email support', 'Standard AI agent features'],
    ],
    [
      'done-for-you',
      'Done-For-You',
      3500,
      [
        'Complete custom implementation',
        'Priority support and consultation',
        'Custom features and integrations',
        'Dedicated setup and training',
      ],
    ],
  ] as const)('%s: %s at $%s per agent', (id, name, price, includes) => {
    const item = agentPackages.find((candidate) => candidate.id === id)
    expect(item).toMatchObject({ name, price, per: 'agent', includes })
  })

  it('states the DIY conditions: not done for you, templates not for resale', () => {
    const conditions = agentPackages.find((item) => item.id === 'diy')?.conditions.join(' ') ?? ''
    expect(conditions).toMatch(/not a done-for-you service/)
    expect(conditions).toMatch(/cannot be resold/)
    expect(agentPricingPage.packages.items).toEqual(agentPackages)
  })
})

describe('coaching and course', () => {
  it('prices group coaching at $69 a week billed $297 monthly', () => {
    expect(groupCoaching).toEqual({ weeklyPrice: 69, monthlyBilled: 297, currency: 'AUD' })
    expect(groupCoachingPrice).toBe('$69/week, billed $297 monthly')
  })

  it('prices the programme at 2497 AUD over 12 weeks with a 30-day guarantee', () => {
    expect(coachingProgramme).toMatchObject({ price: 2497, currency: 'AUD' })
    expect(programmeTimeline).toEqual({ weeks: 12, guaranteeDays: 30 })
    expect(
      coachingPage.timeline.phases.map((phase) => [phase.weeks.from, phase.weeks.to, phase.name]),
    ).toEqual([
      [1, 4, 'Foundation'],
      [5, 8, 'Acceleration'],
      [9, 12, 'Domination'],
    ])
    expect(coachingPage.guarantee.heading).toBe('30-day money-back guarantee')
  })

  it('offers the course at $499 for a limited time', () => {
    expect(contentCourse).toMatchObject({ price: 499, currency: 'AUD' })
    expect(coursePage.hero.price).toBe('$499')
    expect(coursePage.hero.badge).toMatch(/limited.time/i)
  })
})

describe('terms of service', () => {
  const text = termsOfService.map((term) => term.text).join(' ')

  it.each([
    ['prices in AUD including GST', /Australian dollars \(AUD\) and include GST/],
    ['card payment provider', /card payment provider/],
    [
      'memberships non-refundable and binding',
      /Memberships are non-refundable and binding for the term/,
    ],
    [
      'discovery sessions prepaid, non-refundable within 24 hours',
      /paid in advance and are non-refundable within 24 hours/,
    ],
    ['digital products not refundable once downloaded', /not refundable once downloaded/],
    ['no partial membership refunds', /do not give partial refunds/],
    ['governed by Queensland law', /governed by the laws of Queensland/],
  ])('%s', (_term, pattern) => {
    expect(text).toMatch(pattern)
  })

  it('dates the policy 18 August 2025 and shows every term', () => {
    expect(legalLastUpdated).toBe('2025-08-18')
    expect(governingLaw).toBe('Queensland')
    expect(legalPage.lastUpdated).toBe(legalLastUpdated)
    expect(legalPage.terms.items).toEqual(termsOfService)
  })
})

describe('claims', () => {
  it.each([
    ['awards', claims.awards, '2x Award Winner'],
    [
      'businesses automated',
      `${claims.businessesAutomated.value} ${claims.businessesAutomated.label}`,
      '100+ Businesses automated',
    ],
    [
      'businesses trained',
      `${claims.businessesTrained.value} ${claims.businessesTrained.label}`,
      '500+ Businesses trained',
    ],
    ['rating', ratingSummary, '4.9/5 from 127 reviews'],
    ['client success', claims.clientSuccess.value, '98%'],
    ['productivity', claims.productivity.value, '300%'],
    ['response', claims.responseSpeed.value, '5x'],
    ['availability', claims.availability.value, '24/7'],
    ['cost reduction', claims.costReduction.value, '80%'],
    ['founded', String(claims.foundingYear), '2022'],
    ['employees', `${claims.employees.min}-${claims.employees.max}`, '10-50'],
  ])('%s', (_claim, actual, expected) => {
    expect(actual).toBe(expected)
  })

  it('shows the coaching stat as businesses trained, and the rating from one place', () => {
    expect(coachingPage.stats).toContainEqual(claims.businessesTrained)
    expect(coachingPage.stats).toContainEqual({ value: ratingLabel, label: 'Average rating' })
  })
})

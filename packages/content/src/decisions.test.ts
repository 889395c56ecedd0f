/**
 * One test per contradiction the review found between pages (docs/decisions.md#contradictions). Each reads the whole content, so the contradiction cannot come back anywhere.
 */
import { describe, expect, it } from 'vitest'
import { articles, blogCards } from './blog'
import { claims } from './constants/claims'
import {
  coachingProgramme,
  groupCoaching,
  groupCoachingPrice,
  groupCoachingPriceNote,
  programmeGuarantee,
  programmePriceNote,
  programmeTimeline,
} from './constants/offers'
import { entryVoicePlan, gstNote, voicePlans, voicePlansFromLabel } from './constants/plans'
import { termsOfService } from './constants/terms'
import { formatAud } from './format'
import { hrefOf, richTextLinks } from './links'
import { allPageMeta } from './meta/lookup'
import { agentPricingPage } from './pages/agent-pricing'
import { coachingPage } from './pages/coaching'
import { homeLazy } from './pages/home-lazy'
import { trainingPage } from './pages/training'
import { voicePricingPage } from './pages/voice-pricing'
import { contentRecords } from './records'
import { site } from './site'

/** A piece of visible or indexed text and where it lives. */
interface Located {
  where: string
  text: string
}

/** An object of the content, with where it lives. */
interface LocatedRecord {
  where: string
  record: Record<string, unknown>
}

/** Every record, article, card and page's metadata (with its JSON-LD), by name. */
const roots: [string, unknown][] = [
  ...contentRecords.map((record): [string, unknown] => [record.name, record.data]),
  ...articles.map((article): [string, unknown] => [`article ${article.slug}`, article]),
  ['blogCards', blogCards],
  ...allPageMeta().map((meta): [string, unknown] => [`meta ${meta.path}`, meta]),
]

/** Walks the content depth first, handing every object to `visit` with its location. */
function walk(visit: (node: LocatedRecord) => void): void {
  const step = (node: unknown, where: string): void => {
    if (Array.isArray(node)) {
      node.forEach((child, index) => {
        step(child, `${where}[${index}]`)
      })
    } else if (node !== null && typeof node === 'object') {
      const record = node as Record<string, unknown>
      visit({ where, record })
      for (const [key, child] of Object.entries(record)) step(child, `${where}.${key}`)
    }
  }
  for (const [name, value] of roots) step(value, name)
}

/**
 * Every string of the content. A headline figure (`{ value, label }`) reads as one text, since a
 * reader sees the two together.
 */
const texts: Located[] = (() => {
  const found: Located[] = []
  walk(({ where, record }) => {
    const figure = typeof record.value === 'string' && typeof record.label === 'string'
    if (figure) found.push({ where, text: `${record.value} ${record.label}` })
    for (const [key, child] of Object.entries(record)) {
      if (figure && (key === 'value' || key === 'label')) continue
      if (typeof child === 'string') found.push({ where: `${where}.${key}`, text: child })
      if (Array.isArray(child)) {
        child.forEach((item, index) => {
          if (typeof item === 'string')
            found.push({ where: `${where}.${key}[${index}]`, text: item })
        })
      }
    }
  })
  return found
})()

/** Every object of the content. */
const records: LocatedRecord[] = (() => {
  const found: LocatedRecord[] = []
  walk((node) => found.push(node))
  return found
})()

/** The sentences of a text. */
const sentences = (text: string): string[] => text.split(/(?<=[.!?])\s+/)

const where = (found: Located[]): string[] => found.map((item) => `${item.where}: ${item.text}`)

describe('the walk over the content', () => {
  it('reaches pages, articles, cards, metadata and JSON-LD', () => {
    const places = new Set(texts.map((item) => item.where.split(/[.[ ]/)[0]))
    expect([...places]).toEqual(
      expect.arrayContaining(['homeLazy', 'trainingPage', 'article', 'blogCards', 'meta']),
    )
    expect(texts.some((item) => item.where.includes('.structuredData['))).toBe(true)
    expect(texts.length).toBeGreaterThan(2000)
  })
})

describe('group coaching ($69 a week) and the 12-week programme ($2,497 AUD)', () => {
  it('says beside each price which offer it buys', () => {
    expect(trainingPage.premium).toMatchObject({
      price: groupCoachingPrice,
      priceNote: groupCoachingPriceNote,
    })
    expect(homeLazy.aiCoaching).toMatchObject({
      price: groupCoachingPrice,
      priceNote: groupCoachingPriceNote,
    })
    expect(coachingPage.hero).toMatchObject({
      price: `${formatAud(coachingProgramme.price)} AUD`,
      priceNote: programmePriceNote,
    })
    expect(groupCoachingPriceNote).toMatch(/^Buys the ongoing group coaching membership/)
    expect(programmePriceNote).toMatch(/^Buys the complete 12-week Automate to Dominate programme/)
  })

  it('never names the membership card after the programme', () => {
    expect(trainingPage.premium.title).not.toContain(coachingProgramme.name)
  })

  it('puts a note beside every shown price of either offer', () => {
    const priced = records.filter(
      ({ record }) =>
        typeof record.price === 'string' &&
        ([groupCoaching.weeklyPrice, groupCoaching.monthlyBilled].some(
          (price) =>
            (record.price as string).includes(`${formatAud(price)}/`) ||
            (record.price as string).includes(`${formatAud(price)} monthly`),
        ) ||
          record.price.endsWith(' AUD')),
    )
    expect(priced.length).toBeGreaterThanOrEqual(3)
    for (const { where: place, record } of priced) {
      const expected =
        record.price === groupCoachingPrice ? groupCoachingPriceNote : programmePriceNote
      expect({ place, note: record.priceNote }).toEqual({ place, note: expected })
    }
  })

  it('shows $297 only as the membership billing, never as a voice price', () => {
    const misused = texts.filter(
      ({ text }) => text.includes('$297') && !/group coaching|billed \$297/i.test(text),
    )
    expect(where(misused)).toEqual([])
  })
})

describe('the 30-day money-back guarantee and non-refundable memberships', () => {
  it('names the programme guarantee as the one exception in the membership terms', () => {
    const memberships = termsOfService.find((term) => term.id === 'memberships')
    expect(memberships?.text).toMatch(/^Memberships are non-refundable and binding/)
    expect(memberships?.text).toContain(programmeGuarantee)
    expect(programmeGuarantee).toContain(`${programmeTimeline.guaranteeDays} days of starting`)
    expect(programmeGuarantee).toContain(`12-week ${coachingProgramme.name} programme`)
  })

  it('promises the guarantee only where the programme is sold, always with 30 days', () => {
    const programmePlaces = [
      'coachingPage',
      'coachingProgramme',
      'legalPage.terms',
      'pages[/automate-to-dominate].meta',
      'meta /automate-to-dominate',
    ]
    const mentions = texts.filter(({ text }) => /guarantee/i.test(text))
    expect(mentions.length).toBeGreaterThan(3)
    const elsewhere = mentions.filter(
      (item) => !programmePlaces.some((place) => item.where.startsWith(place)),
    )
    expect(where(elsewhere)).toEqual([])
    const otherDays = mentions.filter(
      ({ text }) => !text.includes(`${programmeTimeline.guaranteeDays}-day`),
    )
    expect(where(otherDays)).toEqual([])
  })
})

describe('custom automation from $2,497', () => {
  it('leads to the free strategy call, not to the agent packages page', () => {
    const customPrice = `From ${formatAud(claims.customAutomationFrom)}`
    const tiers = records.filter(({ record }) => record.price === customPrice)
    expect(tiers).toHaveLength(1)
    for (const { record } of tiers) {
      const cta = record.cta as { action: Parameters<typeof hrefOf>[0] }
      expect(hrefOf(cta.action)).toBe(site.external.booking)
    }
  })

  it('never sits beside a link to the agent packages page', () => {
    const near = records.filter(({ record }) => {
      const own = Object.values(record).filter(
        (value): value is string => typeof value === 'string',
      )
      const mentions = own.some((text) => /custom automation/i.test(text))
      const action = (record.cta as { action?: unknown } | undefined)?.action
      const linksPackages =
        own.some((text) => richTextLinks(text).some((link) => link.href === '/ai-agent-pricing')) ||
        (action !== undefined &&
          hrefOf(action as Parameters<typeof hrefOf>[0]) === '/ai-agent-pricing')
      return mentions && linksPackages
    })
    expect(near.map((item) => item.where)).toEqual([])
  })
})

describe('launch and payback times', () => {
  const industryFigure = /\b(?:4-5|four to five) weeks|\b(?:3-6|three to six) months/i

  it('quotes industry-wide figures only as such, never as our own', () => {
    const ownClaims = texts.flatMap(({ where: place, text }) =>
      sentences(text)
        .filter((sentence) => industryFigure.test(sentence))
        .filter(
          (sentence) =>
            /\b(?:we|our|us)\b/i.test(sentence) || !/industry|typical|benchmark/i.test(sentence),
        )
        .map((sentence) => ({ where: place, text: sentence })),
    )
    expect(where(ownClaims)).toEqual([])
  })

  it('states our own figures next to every industry figure', () => {
    const ourPayback = new RegExp(`\\b${claims.roiDays} days\\b`)
    const ourLaunch = new RegExp(`\\b${claims.simpleVoiceAgentWeeks} week\\b`)
    const missing = articles.flatMap((article) => {
      const body = texts
        .filter((item) => item.where.startsWith(`article ${article.slug}.`))
        .map((item) => item.text)
      const quotes = (figure: RegExp) => body.some((text) => figure.test(text))
      return [
        quotes(/\b(?:3-6|three to six) months/i) && !quotes(ourPayback)
          ? `${article.slug}: payback without ours`
          : [],
        quotes(/\b(?:4-5|four to five) weeks/i) && !quotes(ourLaunch)
          ? `${article.slug}: launch time without ours`
          : [],
      ].flat()
    })
    expect(missing).toEqual([])
  })

  it('keeps industry figures out of every page that speaks for the business', () => {
    const onPages = texts.filter(
      ({ where: place, text }) =>
        !place.startsWith('article ') &&
        !place.startsWith('meta /blog/') &&
        industryFigure.test(text),
    )
    expect(where(onPages)).toEqual([])
  })
})

describe('claims the pricing pages do not back', () => {
  it('never says the agent packages are paid once', () => {
    expect(
      where(texts.filter(({ text }) => /paid once|one-off payment|one-time payment/i.test(text))),
    ).toEqual([])
  })

  it('never links private deployments to the agent packages page', () => {
    const unbacked = texts.filter(({ text }) =>
      sentences(text).some(
        (sentence) =>
          /private (?:offline )?deployment/i.test(sentence) &&
          richTextLinks(sentence).some((link) => link.href === '/ai-agent-pricing'),
      ),
    )
    expect(where(unbacked)).toEqual([])
  })
})

interface JsonLdOffer {
  price?: unknown
  priceSpecification?: { valueAddedTaxIncluded?: unknown; price?: unknown }
}

/** Every Product of every page's JSON-LD, as a crawler parses it. */
const products = allPageMeta().flatMap((meta) =>
  meta.structuredData
    .map((block) => JSON.parse(JSON.stringify(block)) as Record<string, unknown>)
    .filter((block) => block['@type'] === 'Product')
    .map((block) => ({
      path: meta.path,
      name: String(block.name),
      offers: block.offers as JsonLdOffer | undefined,
    })),
)

describe('GST', () => {
  it('excludes GST from voice plan prices only, in the terms and in every offer', () => {
    const prices = termsOfService.find((term) => term.id === 'prices')?.text ?? ''
    expect(prices).toMatch(/include GST unless stated otherwise/)
    expect(prices).toMatch(/Voice agent plan prices .* exclude GST/)
    expect(voicePricingPage.gstNote).toBe(gstNote)
    const offered = products.filter((product) => product.offers)
    expect(offered.length).toBeGreaterThanOrEqual(7)
    for (const product of offered) {
      const voice = product.path === '/ai-voice-agents-pricing'
      expect({
        product: product.name,
        included: product.offers?.priceSpecification?.valueAddedTaxIncluded,
      }).toEqual({
        product: product.name,
        included: !voice,
      })
    }
  })

  it('says "plus GST" wherever a voice plan price is written out', () => {
    const planPrices = voicePlans.flatMap((plan) =>
      plan.price === 'custom'
        ? []
        : [`${formatAud(plan.price)}/month`, `${formatAud(plan.price)} a month`],
    )
    const stated = records.filter(({ record }) =>
      Object.values(record).some(
        (value) => typeof value === 'string' && planPrices.some((price) => value.includes(price)),
      ),
    )
    expect(stated.length).toBeGreaterThanOrEqual(3)
    const silent = stated.filter(
      ({ record }) =>
        !Object.values(record).some((value) => typeof value === 'string' && /GST/.test(value)),
    )
    expect(silent.map((item) => item.where)).toEqual([])
  })
})

describe('the Unlimited plan', () => {
  it('has no offer in its structured data, and no offer anywhere lacks a price', () => {
    const unlimited = products.find((product) => product.name === 'AI Voice Agent Unlimited Plan')
    expect(unlimited).toBeDefined()
    expect(unlimited?.offers).toBeUndefined()
    for (const product of products.filter((candidate) => candidate.offers)) {
      expect(typeof product.offers?.price).toBe('number')
      expect(product.offers?.priceSpecification?.price).toBe(product.offers?.price)
    }
  })
})

describe('hours saved a week', () => {
  /** Per-task figures, not the overall claim: one quick win for one front desk. */
  const perTask = ['three to five hours a week for a busy front desk']

  it('says 10-20 everywhere, blog cards included', () => {
    const range = /\b(\w+)\s*(?:-|–|to)\s*(\w+) hours (?:a|per|each) week/gi
    const other = texts.flatMap(({ where: place, text }) =>
      [...text.matchAll(range)]
        .filter((match) => `${match[1]}-${match[2]}` !== claims.hoursSavedPerWeek)
        .filter(
          (match) =>
            !perTask.some((figure) => text.includes(figure) && figure.startsWith(match[0])),
        )
        .map((match) => ({ where: place, text: match[0] })),
    )
    expect(where(other)).toEqual([])
    expect(
      where(texts.filter(({ text }) => /\b(?:five|5)\s*(?:to|-|–)\s*(?:ten|10) hours/i.test(text))),
    ).toEqual([])
    expect(blogCards[0]?.content).toContain(`${claims.hoursSavedPerWeek} hours a week`)
  })
})

describe('voice "from" prices', () => {
  it('quote the cheapest plan everywhere', () => {
    const cheapest = entryVoicePlan()
    expect(cheapest.price).toBe(
      Math.min(...voicePlans.flatMap((plan) => (plan.price === 'custom' ? [] : [plan.price]))),
    )
    const claimsFrom = texts.flatMap(({ where: place, text }) =>
      [...text.matchAll(/voice agents?[^.$]*?(?:from|start(?:s|ing)? at)\s+\$([\d,]+)/gi)].map(
        (match) => ({
          where: place,
          amount: Number(match[1]?.replace(/,/g, '')),
        }),
      ),
    )
    expect(claimsFrom.length).toBeGreaterThanOrEqual(2)
    for (const claim of claimsFrom)
      expect(claim).toEqual({ where: claim.where, amount: cheapest.price })
    const voiceTier = homeLazy.journeyPricing.tiers.find((tier) => /voice/i.test(tier.name))
    expect(voiceTier?.price).toBe(voicePlansFromLabel())
    expect(voicePlansFromLabel()).toBe('From $499/month')
  })
})

describe('heading case', () => {
  it('keeps the quoted case: "Pricing Options"', () => {
    expect(agentPricingPage.packages.heading).toBe('Pricing Options')
  })
})

import type { Offer, ProductLeaf, WithContext } from 'schema-dts'
import { coachingProgramme, contentCourse } from '../constants/offers'
import { agentPackages } from '../constants/packages'
import { voicePlanPricesIncludeGst, voicePlans } from '../constants/plans'
import { pricesIncludeGst } from '../constants/terms'
import type { VoicePlan } from '../schemas/pricing'
import { site } from '../site'
import { organisationId } from './organisation'

/**
 * An AUD offer at a page of the site. Its price specification says whether the price includes
 * GST, as the page and the terms do: every price does but the voice plans'.
 */
const offer = (
  price: number,
  path: string,
  { includesGst = pricesIncludeGst, unitCode }: { includesGst?: boolean; unitCode?: string } = {},
): Offer =>
  ({
    '@type': 'Offer',
    price,
    priceCurrency: 'AUD',
    availability: 'https://schema.org/InStock',
    url: `${site.origin}${path}`,
    seller: { '@id': organisationId },
    priceSpecification: {
      '@type': unitCode ? 'UnitPriceSpecification' : 'PriceSpecification',
      price,
      priceCurrency: 'AUD',
      valueAddedTaxIncluded: includesGst,
      ...(unitCode ? { unitCode } : {}),
    },
  }) as Offer

/** A Product block sold by the organisation; without an offer when it has no fixed price. */
const product = (
  name: string,
  description: string,
  offers: Offer | undefined,
): WithContext<ProductLeaf> => ({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name,
  description,
  brand: { '@type': 'Brand', name: site.brand },
  ...(offers ? { offers } : {}),
})

/**
 * A voice plan as a Product, priced a month without GST. The custom-priced plan has no offer at
 * all: an offer without a price is invalid, so it carries only the description (docs/decisions.md#unlimited-price).
 */
export function voicePlanProduct(plan: VoicePlan): WithContext<ProductLeaf> {
  const offers =
    plan.price === 'custom'
      ? undefined
      : offer(plan.price, '/ai-voice-agents-pricing', {
          includesGst: voicePlanPricesIncludeGst,
          unitCode: 'MON',
        })
  return product(`AI Voice Agent ${plan.name} Plan`, plan.summary, offers)
}

/** The four voice plans as Products. */
export function voicePlanProducts(): WithContext<ProductLeaf>[] {
  return voicePlans.map(voicePlanProduct)
}

/** The DIY and Done-For-You agent packages as Products, priced per agent. */
export function agentPackageProducts(): WithContext<ProductLeaf>[] {
  return agentPackages.map((item) =>
    product(`AI Agent ${item.name}`, item.summary, offer(item.price, '/ai-agent-pricing')),
  )
}

/** The content course as a Product. */
export function courseProduct(): WithContext<ProductLeaf> {
  return product(
    contentCourse.name,
    contentCourse.description,
    offer(contentCourse.price, '/content-course'),
  )
}

/** The coaching programme as a Product at 2497 AUD. */
export function programmeProduct(): WithContext<ProductLeaf> {
  return product(
    coachingProgramme.name,
    coachingProgramme.description,
    offer(coachingProgramme.price, '/automate-to-dominate'),
  )
}

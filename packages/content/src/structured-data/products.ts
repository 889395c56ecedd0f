import type { Offer, ProductLeaf, WithContext } from 'schema-dts'
import { coachingProgramme, contentCourse } from '../constants/offers'
import { agentPackages } from '../constants/packages'
import { voicePlans } from '../constants/plans'
import type { VoicePlan } from '../schemas/pricing'
import { site } from '../site'
import { organisationId } from './organisation'

/** An AUD offer at a page of the site. */
const offer = (price: number, path: string, extra: Partial<Offer> = {}): Offer =>
  ({
    '@type': 'Offer',
    price,
    priceCurrency: 'AUD',
    availability: 'https://schema.org/InStock',
    url: `${site.origin}${path}`,
    seller: { '@id': organisationId },
    ...extra,
  }) as Offer

/** A Product block sold by the organisation. */
const product = (name: string, description: string, offers: Offer): WithContext<ProductLeaf> => ({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name,
  description,
  brand: { '@type': 'Brand', name: site.brand },
  offers,
})

/** A voice plan as a Product; the custom-priced plan has an offer with no fixed price. */
export function voicePlanProduct(plan: VoicePlan): WithContext<ProductLeaf> {
  const path = '/ai-voice-agents-pricing'
  const offers: Offer =
    plan.price === 'custom'
      ? ({
          '@type': 'Offer',
          priceCurrency: 'AUD',
          url: `${site.origin}${path}`,
          description: 'Custom pricing on request',
        } as Offer)
      : offer(plan.price, path, {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: plan.price,
            priceCurrency: 'AUD',
            unitCode: 'MON',
            valueAddedTaxIncluded: false,
          },
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

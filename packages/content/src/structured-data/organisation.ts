import type { Organization, ProfessionalServiceLeaf, WithContext } from 'schema-dts'
import { claims } from '../constants/claims'
import { site } from '../site'

/** The organisation's JSON-LD id, so other blocks can point at it. */
export const organisationId = `${site.origin}/#organisation`

/** The organisation as the publisher or author of a page: name, logo and address. */
export function organisationRef(): Organization {
  return {
    '@type': 'Organization',
    '@id': organisationId,
    name: site.brand,
    url: `${site.origin}/`,
    logo: {
      '@type': 'ImageObject',
      url: `${site.origin}${site.logo.src}`,
      width: { '@type': 'QuantitativeValue', value: site.logo.width },
      height: { '@type': 'QuantitativeValue', value: site.logo.height },
    },
  }
}

/**
 * The business as a ProfessionalService: awards, rating, founding year, size and opening hours,
 * all read from the site configuration and the claims.
 */
export function professionalService(): WithContext<ProfessionalServiceLeaf> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': organisationId,
    name: site.brand,
    url: `${site.origin}/`,
    logo: `${site.origin}${site.logo.src}`,
    image: `${site.origin}${site.logo.src}`,
    description:
      'AI voice agents, chatbots, process automation, AI strategy, coaching and training for Australian small and medium businesses.',
    telephone: site.phone.href.replace(/^tel:/, ''),
    email: site.email,
    address: { '@type': 'PostalAddress', addressRegion: 'QLD', addressCountry: 'AU' },
    areaServed: { '@type': 'Country', name: 'Australia' },
    openingHours: site.hours.structured,
    priceRange: '$$',
    award: [claims.awards],
    foundingDate: String(claims.foundingYear),
    founder: {
      '@type': 'Person',
      name: site.founder.name,
      url: `${site.origin}${site.founder.path}`,
    },
    numberOfEmployees: {
      '@type': 'QuantitativeValue',
      minValue: claims.employees.min,
      maxValue: claims.employees.max,
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: claims.rating.value,
      bestRating: claims.rating.best,
      reviewCount: claims.rating.reviewCount,
    },
    sameAs: site.social.map((profile) => profile.href),
  }
}

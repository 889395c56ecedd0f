import type { PersonLeaf, WithContext } from 'schema-dts'
import { claims } from '../constants/claims'
import { founderPage } from '../pages/founder'
import { site } from '../site'
import { organisationId } from './organisation'

/** The founder's JSON-LD id. */
export const founderId = `${site.origin}${site.founder.path}#person`

/** The founder as a Person: role, employer, profiles and areas of expertise. */
export function founderPerson(): WithContext<PersonLeaf> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': founderId,
    name: site.founder.name,
    url: `${site.origin}${site.founder.path}`,
    jobTitle: `Founder, ${site.brand}`,
    description: founderPage.hero.intro,
    worksFor: { '@type': 'Organization', '@id': organisationId, name: site.brand },
    award: [claims.awards],
    knowsAbout: founderPage.expertise.items.map((item) => item.title),
    sameAs: [site.external.founderProfile, site.external.founderSite],
  }
}

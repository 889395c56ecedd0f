import type { SearchAction, WebSiteLeaf, WithActionConstraints, WithContext } from 'schema-dts'
import { site } from '../site'
import { organisationId } from './organisation'

/** The WebSite block, whose search action is the blog index's `?q=` filter (docs/decisions.md#search). */
export function webSite(): WithContext<WebSiteLeaf> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${site.origin}/blog?q={search_term_string}`,
    },
    'query-input': 'required name=search_term_string',
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${site.origin}/#website`,
    name: site.brand,
    url: `${site.origin}/`,
    inLanguage: 'en-AU',
    publisher: { '@id': organisationId },
    potentialAction: search,
  }
}

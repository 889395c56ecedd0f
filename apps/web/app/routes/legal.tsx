import { legalPage } from '@org/content'
import { loadPageMeta } from '../meta/load-page-meta.server'
import { metaTags } from '../meta/meta-tags'
import { PageIntro } from '../shell/page-intro'
import type { Route } from './+types/legal'

export const loader = loadPageMeta

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData.meta)

/** The privacy policy and terms of service. */
export default function LegalPage() {
  return <PageIntro heading={legalPage.heading} intro={legalPage.intro} />
}

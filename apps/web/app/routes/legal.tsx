import { legalPage } from '@org/content'
import { metaTags } from '../meta/meta-tags'
import { pageLoader } from '../meta/page-loader.server'
import { PageIntro } from '../shell/page-intro'
import type { Route } from './+types/legal'

export const loader = pageLoader(legalPage)

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData.meta)

/** The privacy policy and terms of service. */
export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return <PageIntro heading={loaderData.page.heading} intro={loaderData.page.intro} />
}

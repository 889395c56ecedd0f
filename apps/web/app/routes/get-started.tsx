import { getStartedPage } from '@org/content'
import { loadPageMeta } from '../meta/load-page-meta.server'
import { metaTags } from '../meta/meta-tags'
import { PageIntro } from '../shell/page-intro'
import type { Route } from './+types/get-started'

export const loader = loadPageMeta

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData.meta)

/** The get-started landing page. */
export default function GetStartedPage() {
  const { hero } = getStartedPage
  return <PageIntro eyebrow={hero.eyebrow} heading={hero.heading} intro={hero.intro} />
}

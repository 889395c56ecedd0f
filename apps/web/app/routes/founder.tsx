import { founderPage } from '@org/content'
import { loadPageMeta } from '../meta/load-page-meta.server'
import { metaTags } from '../meta/meta-tags'
import { PageIntro } from '../shell/page-intro'
import type { Route } from './+types/founder'

export const loader = loadPageMeta

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData.meta)

/** The founder's profile. */
export default function FounderPage() {
  const { hero } = founderPage
  return <PageIntro eyebrow={hero.role} heading={hero.heading} intro={hero.intro} />
}

import { aboutPage } from '@org/content'
import { loadPageMeta } from '../meta/load-page-meta.server'
import { metaTags } from '../meta/meta-tags'
import { PageIntro } from '../shell/page-intro'
import type { Route } from './+types/about'

export const loader = loadPageMeta

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData.meta)

/** The founder's story. */
export default function AboutPage() {
  const { hero } = aboutPage
  return <PageIntro eyebrow={hero.eyebrow} heading={hero.heading} intro={hero.intro} />
}

import { aboutPage } from '@org/content'
import { metaTags } from '../meta/meta-tags'
import { pageLoader } from '../meta/page-loader.server'
import { PageIntro } from '../shell/page-intro'
import type { Route } from './+types/about'

export const loader = pageLoader(aboutPage)

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData.meta)

/** The founder's story. */
export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { hero } = loaderData.page
  return <PageIntro eyebrow={hero.eyebrow} heading={hero.heading} intro={hero.intro} />
}

import { founderPage } from '@org/content'
import { metaTags } from '../meta/meta-tags'
import { pageLoader } from '../meta/page-loader.server'
import { PageIntro } from '../shell/page-intro'
import type { Route } from './+types/founder'

export const loader = pageLoader(founderPage)

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData.meta)

/** The founder's profile. */
export default function FounderPage({ loaderData }: Route.ComponentProps) {
  const { hero } = loaderData.page
  return <PageIntro eyebrow={hero.role} heading={hero.heading} intro={hero.intro} />
}

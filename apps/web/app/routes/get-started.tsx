import { getStartedPage } from '@org/content'
import { metaTags } from '../meta/meta-tags'
import { pageLoader } from '../meta/page-loader.server'
import { PageIntro } from '../shell/page-intro'
import type { Route } from './+types/get-started'

export const loader = pageLoader(getStartedPage)

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData.meta)

/** The get-started landing page. */
export default function GetStartedPage({ loaderData }: Route.ComponentProps) {
  const { hero } = loaderData.page
  return <PageIntro eyebrow={hero.eyebrow} heading={hero.heading} intro={hero.intro} />
}

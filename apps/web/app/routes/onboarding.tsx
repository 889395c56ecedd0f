import { onboardingPage } from '@org/content'
import { metaTags } from '../meta/meta-tags'
import { pageLoader } from '../meta/page-loader.server'
import { PageIntro } from '../shell/page-intro'
import type { Route } from './+types/onboarding'

export const loader = pageLoader(onboardingPage)

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData.meta)

/** Voice agent onboarding. */
export default function OnboardingPage({ loaderData }: Route.ComponentProps) {
  return <PageIntro heading={loaderData.page.heading} intro={loaderData.page.intro} />
}

import { onboardingPage } from '@org/content'
import { loadPageMeta } from '../meta/load-page-meta.server'
import { metaTags } from '../meta/meta-tags'
import { PageIntro } from '../shell/page-intro'
import type { Route } from './+types/onboarding'

export const loader = loadPageMeta

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData.meta)

/** Voice agent onboarding. */
export default function OnboardingPage() {
  return <PageIntro heading={onboardingPage.heading} intro={onboardingPage.intro} />
}

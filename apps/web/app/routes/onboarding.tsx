import { onboardingPage, site } from '@org/content'
import { Container } from '@org/ui'
import { metaTags } from '../meta/meta-tags'
import { pageLoader } from '../meta/page-loader.server'
import { OnboardingIntro } from '../sections/onboarding/onboarding-intro'
import { OnboardingWidget } from '../sections/onboarding/onboarding-widget'
import type { Route } from './+types/onboarding'

const pageData = pageLoader(onboardingPage)

/** Build time: the page's copy and the widget's settings from the site configuration. */
export function loader(args: Route.LoaderArgs) {
  return { ...pageData(args), widget: site.onboardingWidget }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData.meta)

/** Voice agent onboarding: what to expect, and the onboarding assistant beside it. */
export default function OnboardingPage({ loaderData }: Route.ComponentProps) {
  const { page, widget } = loaderData
  return (
    <div className="bg-gradient-to-b from-primary-soft via-surface to-surface">
      <Container className="grid items-start gap-12 py-14 md:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] md:gap-16 md:py-20">
        <OnboardingIntro page={page} />
        <OnboardingWidget page={page} widget={widget} />
      </Container>
    </div>
  )
}

import { Container } from '@org/ui'
import { pageLoader } from '../meta/page-loader.server'
import { OnboardingIntro } from '../sections/onboarding/onboarding-intro'
import { OnboardingWidget } from '../sections/onboarding/onboarding-widget'
import type { Route } from './+types/onboarding'

export const loader = pageLoader('onboarding')

/** Voice agent onboarding: what to expect, and the onboarding assistant beside it. */
export default function OnboardingPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData
  return (
    <div className="bg-gradient-to-b from-primary-soft via-surface to-surface">
      <Container className="grid items-start gap-12 py-14 md:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] md:gap-16 md:py-20">
        <OnboardingIntro page={page} />
        <OnboardingWidget page={page} />
      </Container>
    </div>
  )
}

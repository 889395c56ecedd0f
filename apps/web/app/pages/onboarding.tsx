import { Container } from '@org/ui'
import { useLoaderData } from 'react-router-dom'
import type { loader } from '../routes/onboarding'
import { OnboardingIntro } from '../sections/onboarding/onboarding-intro'
import { OnboardingWidget } from '../sections/onboarding/onboarding-widget'

/** Voice agent onboarding: what to expect, and the onboarding assistant beside it. */
export default function OnboardingPage() {
  const loaderData = useLoaderData<typeof loader>()
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

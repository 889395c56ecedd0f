import type { OnboardingPage } from '@org/content'
import { FeatureList } from '@org/ui'
import { ActionLink } from '../../actions/action-link'

/** What the onboarding is, what to have ready, and the mailbox for those who would rather write. */
export function OnboardingIntro({ page }: { page: OnboardingPage }) {
  return (
    <div className="flex flex-col items-start gap-6">
      <p className="rounded-full bg-surface-raised px-3 py-1 text-sm font-semibold text-primary shadow-card">
        {page.eyebrow}
      </p>
      <h1 className="text-4xl font-extrabold text-balance text-ink">{page.heading}</h1>
      <p className="text-lg text-ink-muted">{page.intro}</p>
      <section aria-labelledby="checklist-heading" className="w-full">
        <h2 id="checklist-heading" className="text-lg font-bold text-ink">
          {page.checklist.heading}
        </h2>
        <FeatureList items={page.checklist.items} className="mt-4" />
      </section>
      <p className="flex flex-wrap gap-x-1.5 text-ink-muted">
        {page.emailPrompt}
        <ActionLink action={page.email.action}>{page.email.label}</ActionLink>
      </p>
    </div>
  )
}

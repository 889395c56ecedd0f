import type { OnboardingPage } from '@org/content'
import { cn } from '@org/ui'
import { MailIcon, MicIcon } from 'lucide-react'
import { useRef } from 'react'
import { ActionLink } from '../../actions/action-link'
import { useOnboardingWidget } from './use-onboarding-widget'

/**
 * The onboarding assistant's panel: the "AI Assistant Active" badge with a live dot, the
 * widget's title and hint, and the site's own voice widget itself. If the widget cannot load, the
 * panel says so and offers the mailbox instead, so the page still works.
 */
export function OnboardingWidget({ page }: { page: OnboardingPage }) {
  const mount = useRef<HTMLDivElement>(null)
  const status = useOnboardingWidget(mount)
  return (
    <section
      aria-labelledby="widget-heading"
      className="relative isolate overflow-hidden rounded-[1.75rem] bg-surface-raised p-6 shadow-raised ring-1 ring-ink/5 md:p-8"
    >
      <div
        aria-hidden="true"
        className="glow-2xl absolute -top-28 -right-28 -z-10 size-72 text-primary-soft"
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p
          data-part="assistant-badge"
          className="inline-flex items-center gap-2 rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary"
        >
          <span aria-hidden="true" className="relative flex size-2.5">
            <span
              data-part="pulse"
              className="absolute inline-flex size-full animate-ping rounded-full bg-primary opacity-60 motion-reduce:animate-none"
            />
            <span className="relative inline-flex size-2.5 rounded-full bg-primary" />
          </span>
          {page.badge}
        </p>
      </div>
      <div className="mt-6 flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-primary text-on-primary shadow-card"
        >
          <MicIcon strokeWidth={2} className="size-7" />
        </span>
        <h2 id="widget-heading" className="text-2xl font-bold text-ink">
          {page.widgetLabel}
        </h2>
      </div>
      <p className="mt-4 text-ink-muted">{page.widgetHint}</p>
      <div
        ref={mount}
        data-part="widget-mount"
        aria-busy={status === 'loading'}
        className={cn(
          'mt-6 min-h-40 rounded-card border border-dashed border-border-strong bg-surface p-4',
          status === 'unavailable' && 'hidden',
        )}
      />
      {status === 'unavailable' ? (
        <div
          role="status"
          className="mt-6 flex flex-col items-start gap-4 rounded-card border border-accent/60 bg-accent-soft p-5"
        >
          <p className="text-ink">{page.widgetUnavailable}</p>
          <p className="flex items-center gap-2 [overflow-wrap:anywhere]">
            <MailIcon aria-hidden="true" strokeWidth={2} className="size-4 shrink-0 text-primary" />
            <ActionLink action={page.email.action}>{page.email.label}</ActionLink>
          </p>
        </div>
      ) : null}
    </section>
  )
}

import { formatDate } from '@org/content'
import { Container } from '@org/ui'
import { CalendarCheckIcon } from 'lucide-react'

/** The page's title, when it last changed and what it is about. */
export function LegalHeader({
  heading,
  lastUpdated,
  lastUpdatedLabel,
  intro,
}: {
  heading: string
  /** ISO date. */
  lastUpdated: string
  lastUpdatedLabel: string
  intro: string
}) {
  return (
    <header className="border-b border-border bg-gradient-to-b from-primary-soft to-surface">
      <Container className="flex flex-col items-start gap-5 pt-14 pb-12 md:pt-20 md:pb-16">
        <h1 className="max-w-3xl text-4xl font-extrabold text-balance text-ink">{heading}</h1>
        <p className="inline-flex items-center gap-2 rounded-full bg-surface-raised px-3 py-1 text-sm font-semibold text-ink shadow-card">
          <CalendarCheckIcon aria-hidden="true" strokeWidth={2} className="size-4 text-primary" />
          {lastUpdatedLabel} <time dateTime={lastUpdated}>{formatDate(lastUpdated)}</time>
        </p>
        <p className="max-w-2xl text-lg text-ink-muted">{intro}</p>
      </Container>
    </header>
  )
}

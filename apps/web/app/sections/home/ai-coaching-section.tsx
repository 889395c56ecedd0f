import type { HomeLazy } from '@org/content'
import { Container } from '@org/ui'
import { GraduationCapIcon } from 'lucide-react'
import { ActionButton } from '../../actions/action-link'
import { SectionHeading } from '../section-heading'
import { TickList } from './tick-list'

const titleId = 'home-ai-coaching-title'

/** Props of {@link AiCoachingSection}. */
export interface AiCoachingSectionProps {
  coaching: HomeLazy['aiCoaching']
}

/**
 * "$69/week, billed $297 monthly": the figure large, its billing beside it. Prices without the
 * comma show whole.
 */
function splitPrice(price: string): [string, string | undefined] {
  const comma = price.indexOf(', ')
  return comma < 0 ? [price, undefined] : [price.slice(0, comma), price.slice(comma + 2)]
}

/**
 * AI coaching: what the weekly group coaching gives, and a price card that says what the price
 * buys (the membership, not the 12-week programme) with the button to join.
 */
export function AiCoachingSection({ coaching }: AiCoachingSectionProps) {
  const [figure, billing] = splitPrice(coaching.price)
  return (
    <section aria-labelledby={titleId} className="bg-muted py-section md:py-section-lg">
      <Container className="grid grid-cols-[minmax(0,1fr)] items-center gap-10 md:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] md:gap-14">
        <div className="flex flex-col gap-8">
          <SectionHeading
            id={titleId}
            eyebrow={coaching.eyebrow}
            heading={coaching.heading}
            intro={coaching.intro}
          />
          <TickList items={coaching.points} look="points" className="gap-4 text-ink" />
        </div>
        <div className="relative overflow-hidden rounded-card bg-surface-raised p-6 shadow-raised sm:p-8">
          <div
            aria-hidden="true"
            className="absolute -top-16 -right-16 size-48 rounded-full bg-accent-soft"
          />
          <span
            aria-hidden="true"
            className="relative grid size-12 place-items-center rounded-control bg-accent text-ink shadow-card"
          >
            <GraduationCapIcon strokeWidth={2} className="size-6" />
          </span>
          <p className="relative mt-6 flex flex-col gap-1">
            <span className="text-2xl font-extrabold text-ink">{figure}</span>
            {billing ? <span className="font-semibold text-ink-muted">{billing}</span> : null}
          </p>
          <p className="relative mt-4 border-t border-border pt-4 text-sm text-ink-muted">
            {coaching.priceNote}
          </p>
          <div className="relative mt-6 [&>*]:w-full">
            <ActionButton
              action={coaching.cta.action}
              size="lg"
              className="py-3 text-center whitespace-normal"
            >
              {coaching.cta.label}
            </ActionButton>
          </div>
        </div>
      </Container>
    </section>
  )
}

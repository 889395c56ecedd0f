import type { CoachingPage } from '@org/content'
import { FeatureList, Section } from '@org/ui'
import { ContentIcon } from '../../icons/content-icon'
import { SectionHeading } from '../section-heading'

const headingId = 'coaching-included-title'
const guaranteeId = 'coaching-guarantee-title'

/** What the programme includes, beside the 30-day money-back guarantee that covers it. */
export function IncludedSection({
  included,
  guarantee,
}: {
  included: CoachingPage['included']
  guarantee: CoachingPage['guarantee']
}) {
  return (
    <Section aria-labelledby={headingId}>
      <div className="grid gap-6 md:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div className="flex flex-col gap-8 rounded-card border border-border bg-surface-raised p-6 shadow-card md:p-10">
          <SectionHeading
            id={headingId}
            eyebrow={included.eyebrow}
            heading={included.heading}
            intro={included.intro}
          />
          <FeatureList items={included.items} />
        </div>
        <aside
          aria-labelledby={guaranteeId}
          className="relative isolate flex flex-col gap-5 overflow-hidden rounded-card bg-accent-soft p-6 shadow-card md:p-10"
        >
          <div
            aria-hidden="true"
            className="glow-2xl absolute -top-20 -right-20 -z-10 size-64 text-accent/30"
          />
          <span
            aria-hidden="true"
            className="inline-flex size-14 items-center justify-center rounded-full bg-accent text-ink shadow-card"
          >
            <ContentIcon name={guarantee.icon} className="size-7" />
          </span>
          <h3 id={guaranteeId} className="text-2xl font-extrabold text-ink">
            {guarantee.heading}
          </h3>
          <p className="text-ink">{guarantee.text}</p>
        </aside>
      </div>
    </Section>
  )
}

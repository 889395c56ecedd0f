import type { FounderPage } from '@org/content'
import { Section } from '@org/ui'
import { ContentIcon } from '../../icons/content-icon'
import { RichText } from '../../shell/rich-text'

/**
 * Six areas of expertise as one panel divided by hairlines (three by two on wide screens), so
 * they read as one practice with six parts rather than six separate offers.
 */
export function FounderExpertise({ expertise }: { expertise: FounderPage['expertise'] }) {
  return (
    <Section tone="muted" aria-labelledby="expertise-heading">
      <h2 id="expertise-heading" className="text-2xl font-bold text-ink">
        {expertise.heading}
      </h2>
      {/* The panel's colour shows through the 1px gaps between the cells as the dividing lines. */}
      <ul className="mt-10 grid gap-px overflow-hidden rounded-card border border-border bg-border sm:grid-cols-2 lg:grid-cols-3">
        {expertise.items.map((item) => (
          <li key={item.title} className="flex flex-col gap-3 bg-surface-raised p-6 lg:p-8">
            <ContentIcon name={item.icon} className="size-7 text-primary" />
            <h3 className="text-lg font-bold text-ink">{item.title}</h3>
            <p className="text-ink-muted">
              <RichText text={item.description} />
            </p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

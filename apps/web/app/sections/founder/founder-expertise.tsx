import type { FounderPage } from '@org/content'
import { Section } from '@org/ui'
import { RichText } from '../../shell/rich-text'
import { founderIcon } from './founder-icons'

/** Six areas of expertise, three to a row on wide screens. */
export function FounderExpertise({ expertise }: { expertise: FounderPage['expertise'] }) {
  return (
    <Section tone="muted" aria-labelledby="expertise-heading">
      <h2 id="expertise-heading" className="text-2xl font-bold text-ink">
        {expertise.heading}
      </h2>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {expertise.items.map((item) => {
          const Icon = founderIcon(item.icon)
          return (
            <li
              key={item.title}
              className="flex gap-4 rounded-card bg-surface-raised p-6 shadow-card md:flex-col"
            >
              <span
                aria-hidden="true"
                className="flex size-12 shrink-0 items-center justify-center rounded-control bg-primary-soft text-primary"
              >
                <Icon strokeWidth={2} className="size-6" />
              </span>
              <div>
                <h3 className="text-lg font-bold text-ink">{item.title}</h3>
                <p className="mt-1 text-ink-muted">
                  <RichText text={item.description} />
                </p>
              </div>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

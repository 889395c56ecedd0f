import type { FounderPage } from '@org/content'
import { IconTile, Section } from '@org/ui'
import { ContentIcon } from '../../icons/content-icon'
import { RichText } from '../../shell/rich-text'

/** Six areas of expertise, three to a row on wide screens. */
export function FounderExpertise({ expertise }: { expertise: FounderPage['expertise'] }) {
  return (
    <Section tone="muted" aria-labelledby="expertise-heading">
      <h2 id="expertise-heading" className="text-2xl font-bold text-ink">
        {expertise.heading}
      </h2>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {expertise.items.map((item) => {
          return (
            <li
              key={item.title}
              className="flex gap-4 rounded-card bg-surface-raised p-6 shadow-card md:flex-col"
            >
              <IconTile>
                <ContentIcon name={item.icon} className="size-6" />
              </IconTile>
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

import type { FounderPage } from '@org/content'
import { Section } from '@org/ui'
import { ArrowDownIcon } from 'lucide-react'

/** Client stories: each business, the problem it had and what changed. */
export function FounderStories({ stories }: { stories: FounderPage['stories'] }) {
  return (
    <Section aria-labelledby="stories-heading">
      <h2 id="stories-heading" className="text-2xl font-bold text-ink">
        {stories.heading}
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {stories.items.map((story) => (
          <li
            key={story.business}
            className="flex flex-col overflow-hidden rounded-card bg-surface-raised shadow-card"
          >
            <h3 className="border-b border-border bg-muted/70 px-6 py-4 text-lg font-bold text-ink">
              {story.business}
            </h3>
            <div className="flex flex-1 flex-col gap-3 p-6">
              <p className="text-sm font-bold tracking-wide text-ink-muted uppercase">
                {stories.labels.challenge}
              </p>
              <p className="text-ink-muted">{story.challenge}</p>
              <ArrowDownIcon
                aria-hidden="true"
                strokeWidth={2}
                className="my-1 size-5 text-primary-line"
              />
              <p className="text-sm font-bold tracking-wide text-primary uppercase">
                {stories.labels.result}
              </p>
              <p className="font-semibold text-ink">{story.result}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}

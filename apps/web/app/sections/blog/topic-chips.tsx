import { cn } from '@org/ui'
import { RouterLink } from '../../shell/router-link'
import { type BlogTopic, isTopicQuery } from './topics'

/** Props of {@link TopicChips}. */
export interface TopicChipsProps {
  topics: readonly BlogTopic[]
  /** The search in force, so the chip it matches (or All) is marked current. */
  query: string
  label: string
  allLabel: string
}

const chip =
  'inline-flex min-h-10 shrink-0 items-center whitespace-nowrap rounded-full border px-4 text-sm font-semibold transition-colors duration-150 motion-reduce:transition-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus'
const idle =
  'border-border-strong bg-surface-raised text-ink hover:border-primary hover:text-primary'
const current = 'border-primary bg-primary text-on-primary'

/**
 * The article categories as chips under the search. Each is a link to the index searched for
 * that topic (`?q=`), so a chip works before the page has hydrated, can be shared and comes back
 * with Back; the chip of the search in force is marked current.
 */
export function TopicChips({ topics, query, label, allLabel }: TopicChipsProps) {
  const none = query.trim() === ''
  return (
    <nav aria-label={label} className="flex flex-col gap-2">
      <p aria-hidden="true" className="text-sm font-semibold text-ink">
        {label}
      </p>
      {/* One scrolling row on phones, so the chips cost one line of the first screen, not four;
          the chip cut off at the edge says there is more. */}
      <ul className="flex gap-2 overflow-x-auto pb-1 md:flex-wrap md:overflow-visible md:pb-0">
        <li>
          <RouterLink
            href="/blog"
            preventScrollReset
            aria-current={none ? 'page' : undefined}
            className={cn(chip, none ? current : idle)}
          >
            {allLabel}
          </RouterLink>
        </li>
        {topics.map((topic) => {
          const active = isTopicQuery(query, topic.name)
          return (
            <li key={topic.name}>
              <RouterLink
                href={topic.href}
                preventScrollReset
                aria-current={active ? 'page' : undefined}
                className={cn(chip, active ? current : idle)}
              >
                {topic.name}
              </RouterLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

import type { CoursePage } from '@org/content'
import { ContentIcon } from '../../icons/content-icon'
import { RichText } from '../../shell/rich-text'
import { TitledSection } from '../offers/titled-section'

/**
 * What the course teaches, as its modules in order: each opens with its icon on a track line and
 * its module number, so the six read as a path from brand voice to measuring results.
 */
export function LearnSection({ learn }: { learn: CoursePage['learn'] }) {
  return (
    <TitledSection id="course-learn-title" heading={learn}>
      <ol className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {learn.items.map((item, index) => (
          <li key={item.title} className="flex flex-col gap-3">
            <div className="flex items-center gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full border-2 border-primary bg-surface text-primary">
                <ContentIcon name={item.icon} className="size-5" />
              </span>
              <span className="text-sm font-bold tracking-[0.08em] text-ink-muted uppercase">
                {learn.moduleLabel} {index + 1}
              </span>
              <span aria-hidden="true" className="h-px flex-1 bg-border" />
            </div>
            <h3 className="text-lg font-bold text-ink">{item.title}</h3>
            <p className="text-ink-muted">
              <RichText text={item.description} />
            </p>
          </li>
        ))}
      </ol>
    </TitledSection>
  )
}

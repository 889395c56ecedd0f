import type { CoachingPage } from '@org/content'
import { ContentIcon } from '../../icons/content-icon'
import { RichText } from '../../shell/rich-text'
import { TitledSection } from '../offers/titled-section'

/**
 * The six mastery topics as a syllabus: numbered rows between hairlines, two columns from
 * 768 px, read like a course outline rather than scanned as a grid of cards.
 */
export function CurriculumSection({ mastery }: { mastery: CoachingPage['mastery'] }) {
  return (
    <TitledSection id="coaching-mastery-title" heading={mastery} tone="muted">
      <ol className="grid gap-x-16 md:grid-cols-2">
        {mastery.items.map((item, index) => (
          <li
            key={item.title}
            className="grid grid-cols-[3rem_minmax(0,1fr)] gap-x-4 border-t border-border-strong py-6 sm:gap-x-6"
          >
            <span
              aria-hidden="true"
              className="text-4xl leading-none font-extrabold text-primary tabular-nums"
            >
              {String(index + 1).padStart(2, '0')}
            </span>
            <div>
              <h3 className="flex items-center gap-2.5 text-lg font-bold text-ink">
                <ContentIcon name={item.icon} className="size-5 shrink-0 text-primary" />
                {item.title}
              </h3>
              <p className="mt-1 text-ink-muted">
                <RichText text={item.description} />
              </p>
            </div>
          </li>
        ))}
      </ol>
    </TitledSection>
  )
}

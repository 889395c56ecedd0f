import type { CoachingPage } from '@org/content'
import { Timeline } from '@org/ui'
import { Panel } from '../offers/panel'
import { TitledSection } from '../offers/titled-section'

/**
 * The 12 weeks in three phases on the ui Timeline, each with the outcomes a member leaves it
 * with. The heading stays beside the phases on wide screens.
 */
export function TimelineSection({ timeline }: { timeline: CoachingPage['timeline'] }) {
  return (
    <TitledSection
      id="coaching-timeline-title"
      heading={timeline}
      tone="muted"
      layout="split"
      sticky
    >
      <Panel>
        <Timeline
          items={timeline.phases.map((phase) => ({
            period: phase.period,
            title: phase.name,
            description: (
              <>
                {phase.description}
                <span className="mt-4 flex flex-wrap gap-2">
                  {phase.outcomes.map((outcome, index) => (
                    <span
                      key={outcome}
                      className="rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary"
                    >
                      {/* Spoken as a list: the chips' commas are for screen readers only. */}
                      <span className="sr-only"> </span>
                      {outcome}
                      <span className="sr-only">
                        {index < phase.outcomes.length - 1 ? ',' : '.'}
                      </span>
                    </span>
                  ))}
                </span>
              </>
            ),
          }))}
        />
      </Panel>
    </TitledSection>
  )
}

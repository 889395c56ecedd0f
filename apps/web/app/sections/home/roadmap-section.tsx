import type { HomeAboveFold } from '@org/content'
import { Container } from '@org/ui'
import { type CSSProperties, useRef } from 'react'
import { ContentIcon } from '../../icons/content-icon'
import { SectionHeading } from '../section-heading'
import { useProgressReveal } from './use-progress-reveal'

// The demo call takes the hook from here, so the bundler keeps it in this section's chunk, which
// every visit loads early, instead of a chunk of its own on the home page's first load.
export { useProgressReveal }

const titleId = 'home-steps-title'

/** Time between one step lighting up and the next. */
const stepStaggerMs = 260

/** Props of {@link RoadmapSection}. */
export interface RoadmapSectionProps {
  steps: HomeAboveFold['steps']
}

/**
 * The seven steps from first call to fully automated, as one path: numbered stops joined by a
 * line. The first time the path scrolls into view it lights up stop by stop, drawing the line
 * from each to the next, so the order reads as a journey; under reduced motion, and in the
 * prerendered HTML, it is simply complete.
 */
export function RoadmapSection({ steps }: RoadmapSectionProps) {
  const list = useRef<HTMLOListElement>(null)
  const phase = useProgressReveal(list)
  return (
    <section aria-labelledby={titleId} className="bg-muted py-section md:py-section-lg">
      <Container className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <SectionHeading
          id={titleId}
          eyebrow={steps.eyebrow}
          heading={steps.heading}
          intro={steps.intro}
          className="lg:sticky lg:top-28 lg:self-start"
        />
        <ol
          ref={list}
          data-progress={phase}
          className="group/steps rounded-card bg-surface-raised p-5 shadow-card sm:p-8 md:p-10"
        >
          {steps.items.map((step, index) => (
            <li
              key={step.title}
              style={{ '--step-delay': `${index * stepStaggerMs}ms` } as CSSProperties}
              className="relative grid grid-cols-[3rem_minmax(0,1fr)] gap-x-4 pb-8 last:pb-0 sm:gap-x-6"
            >
              {index < steps.items.length - 1 ? (
                <span
                  aria-hidden="true"
                  className="absolute top-13 bottom-1 left-6 w-0.5 -translate-x-1/2 overflow-hidden rounded-full bg-border"
                >
                  <span
                    className={
                      'block size-full origin-top bg-primary-line transition-transform ease-linear motion-reduce:transition-none ' +
                      'delay-(--step-delay) duration-[260ms] group-data-[progress=armed]/steps:scale-y-0 group-data-[progress=armed]/steps:transition-none'
                    }
                  />
                </span>
              ) : null}
              <span
                aria-hidden="true"
                className={
                  'relative grid size-12 place-items-center rounded-full bg-primary text-on-primary shadow-card ring-4 ring-primary-soft ' +
                  'transition-[background-color,color,box-shadow] delay-(--step-delay) duration-300 motion-reduce:transition-none ' +
                  'group-data-[progress=armed]/steps:bg-surface-raised group-data-[progress=armed]/steps:text-primary group-data-[progress=armed]/steps:shadow-none group-data-[progress=armed]/steps:ring-primary-tint ' +
                  // Armed, nothing transitions: the switch from the finished HTML to the start is instant.
                  'group-data-[progress=armed]/steps:transition-none'
                }
              >
                <ContentIcon name={step.icon} className="size-5" />
              </span>
              {/* The text stays at full strength throughout: faded, it would fail contrast. */}
              <div className="pt-0.5">
                <p aria-hidden="true" className="text-sm font-bold text-primary tabular-nums">
                  {String(index + 1).padStart(2, '0')}
                </p>
                <h3 className="text-lg font-bold text-ink">{step.title}</h3>
                <p className="mt-1 text-ink-muted">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  )
}

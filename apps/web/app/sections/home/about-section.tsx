import type { HomeLazy } from '@org/content'
import { Container, KookaburraMark } from '@org/ui'
import { ArrowRightIcon } from 'lucide-react'
import { ActionButton } from '../../actions/action-link'
import { RichText } from '../../shell/rich-text'
import { SectionHeading } from '../section-heading'

const titleId = 'home-about-title'

/** Props of {@link AboutSection}. */
export interface AboutSectionProps {
  about: HomeLazy['about']
}

/**
 * About us: the founding story beside the mark on its green tile and three figures, and the way
 * to the founder's page.
 */
export function AboutSection({ about }: AboutSectionProps) {
  return (
    <section aria-labelledby={titleId} className="bg-muted py-section md:py-section-lg">
      <Container className="grid grid-cols-[minmax(0,1fr)] items-center gap-12 md:grid-cols-2 md:gap-14 lg:gap-20">
        <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-4 sm:gap-5">
          <div
            aria-hidden="true"
            className="relative isolate grid place-items-center overflow-hidden rounded-card bg-primary shadow-raised"
          >
            <span className="absolute inset-x-[-20%] top-1/2 -z-10 aspect-square -translate-y-1/2 rounded-full border border-white/10" />
            <span className="absolute inset-x-[2%] top-1/2 -z-10 aspect-square -translate-y-1/2 rounded-full border border-white/15" />
            <span className="absolute inset-x-[22%] top-1/2 -z-10 aspect-square -translate-y-1/2 rounded-full border border-white/20 bg-white/5" />
            <span className="glow-2xl absolute -right-10 -bottom-10 -z-10 size-40 text-accent/25" />
            <KookaburraMark className="size-1/3 rounded-2xl shadow-raised" />
          </div>
          <ul className="grid gap-4 sm:gap-5">
            {about.stats.map((stat) => (
              <li
                key={stat.label}
                className="flex flex-col gap-1 rounded-card bg-surface-raised p-5 shadow-card sm:p-6"
              >
                <span className="text-2xl font-extrabold text-primary">{stat.value}</span>
                <span className="text-sm font-semibold text-ink-muted">{stat.label}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-5">
          <SectionHeading
            id={titleId}
            eyebrow={about.eyebrow}
            heading={about.heading}
            intro={about.intro}
          />
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-ink-muted">
              <RichText text={paragraph} />
            </p>
          ))}
          <div className="mt-2">
            <ActionButton action={about.cta.action} size="lg">
              {about.cta.label}
              <ArrowRightIcon aria-hidden="true" strokeWidth={2} className="size-5" />
            </ActionButton>
          </div>
        </div>
      </Container>
    </section>
  )
}

import type { AboutPage } from '@org/content'
import { Section } from '@org/ui'
import { ActionButton } from '../../actions/action-link'
import { RichText } from '../../shell/rich-text'

/** The philosophy: why the firm exists, the principles it works by, and the way to talk. */
export function AboutPhilosophy({
  philosophy,
  cta,
}: {
  philosophy: AboutPage['philosophy']
  cta: AboutPage['cta']
}) {
  return (
    <Section aria-labelledby="philosophy-heading">
      <div className="grid gap-12 md:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] md:gap-16">
        <div className="flex flex-col items-start gap-5">
          {philosophy.eyebrow ? (
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">
              {philosophy.eyebrow}
            </p>
          ) : null}
          <h2 id="philosophy-heading" className="text-2xl font-bold text-balance text-ink">
            {philosophy.heading}
          </h2>
          {philosophy.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-lg text-ink-muted">
              <RichText text={paragraph} />
            </p>
          ))}
          <ActionButton action={cta.action} size="lg" className="mt-3">
            {cta.label}
          </ActionButton>
        </div>
        <ol className="flex flex-col gap-4">
          {philosophy.principles.map((principle, index) => (
            <li
              key={principle.title}
              className="flex gap-5 rounded-card border border-border bg-surface-raised p-6 shadow-card"
            >
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent font-bold text-ink"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-bold text-ink">{principle.title}</h3>
                <p className="mt-1 text-ink-muted">{principle.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  )
}

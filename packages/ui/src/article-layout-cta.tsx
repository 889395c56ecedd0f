import type { ReactNode } from 'react'

/** The article's closing call to action. */
export interface ArticleCta {
  /** e.g. "Book your free voice AI consultation". */
  title: string
  /** One or two sentences on what the reader gets. */
  description: ReactNode
  /**
   * The one button, e.g. an {@link ExternalLink} to the booking page. A link here takes the
   * panel's white button look, whatever variant it was given.
   */
  action: ReactNode
}

/**
 * The closing call to action: a deep eucalyptus panel with white text (7.6:1), a gold glow and
 * the brand's voice bars rising along its foot, and the one action. Named by its title.
 */
export function ArticleCtaPanel({ cta, headingId }: { cta: ArticleCta; headingId: string }) {
  return (
    <section
      aria-labelledby={headingId}
      className="relative isolate overflow-hidden rounded-card bg-primary px-6 py-10 text-on-primary shadow-raised md:px-12 md:py-14"
    >
      <CtaBackdrop />
      <div className="flex max-w-xl flex-col items-start gap-4">
        <h2 id={headingId} className="text-2xl font-bold">
          {cta.title}
        </h2>
        <p className="text-on-primary/90">{cta.description}</p>
        <div
          className={
            // Whatever button look the action brings, on green it becomes white with green text.
            'mt-2 [&_a]:border-transparent [&_a]:bg-surface-raised [&_a]:text-primary ' +
            '[&_a:hover]:bg-primary-soft [&_a:focus-visible]:outline-surface-raised'
          }
        >
          {cta.action}
        </div>
      </div>
    </section>
  )
}

function CtaBackdrop() {
  const bars = []
  for (let index = 0; index < 22; index++) {
    const height = 18 + 90 * Math.abs(Math.sin(index * 0.7) * 0.6 + Math.sin(index * 0.27) * 0.4)
    bars.push(
      <rect
        key={index}
        x={index * 14}
        y={120 - height}
        width="7"
        height={height}
        rx="3.5"
        fill="currentColor"
        opacity={0.05 + (index / 22) * 0.12}
      />,
    )
  }
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className="glow-3xl absolute -right-24 -bottom-32 size-96 text-accent/15" />
      <div className="glow-3xl absolute -top-24 -left-24 size-80 text-primary-line/40" />
      <svg
        aria-hidden="true"
        viewBox="0 0 308 120"
        preserveAspectRatio="none"
        className="absolute inset-x-0 bottom-0 h-14 w-full text-on-primary"
      >
        {bars}
      </svg>
    </div>
  )
}

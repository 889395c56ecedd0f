import type { RichText as RichTextValue } from '@org/content'
import { Container } from '@org/ui'
import type { ReactNode } from 'react'
import { RichText } from '../../shell/rich-text'

/** Props of {@link BlogHero}. */
export interface BlogHeroProps {
  eyebrow?: string
  heading: string
  intro?: RichTextValue
  /** The search field and the topic chips, under the intro. */
  children: ReactNode
}

/**
 * The blog's opening: eyebrow, the page's one `h1`, the intro and the search, on a green tint
 * with the brand's voice bars fading in from the right.
 */
export function BlogHero({ eyebrow, heading, intro, children }: BlogHeroProps) {
  return (
    <header className="relative isolate overflow-hidden border-b border-border bg-gradient-to-b from-primary-soft to-surface">
      <HeroBars />
      <Container className="flex flex-col gap-5 pt-14 pb-12 md:pt-20 md:pb-16">
        {eyebrow ? (
          <p className="w-fit rounded-full bg-surface-raised px-3 py-1 text-sm font-semibold text-primary shadow-card">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="max-w-3xl text-4xl font-extrabold text-balance text-ink">{heading}</h1>
        {intro ? (
          <p className="max-w-2xl text-lg text-ink-muted">
            <RichText text={intro} />
          </p>
        ) : null}
        <div className="mt-3 flex max-w-3xl flex-col gap-5 [&>search]:max-w-xl">{children}</div>
      </Container>
    </header>
  )
}

/** Sound bars rising towards the right edge: decoration, hidden from assistive tech. */
function HeroBars() {
  const bars = Array.from({ length: 28 }, (_, index) => {
    const height = Math.round(
      30 + 150 * Math.abs(Math.sin(index * 0.55) * 0.7 + Math.sin(index * 0.21) * 0.3),
    )
    return { x: index * 22, height, opacity: Math.round((0.04 + (index / 28) * 0.16) * 100) / 100 }
  })
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 616 240"
      preserveAspectRatio="xMaxYMax meet"
      className="pointer-events-none absolute right-0 bottom-0 -z-10 hidden h-60 w-auto text-primary md:block"
    >
      {bars.map((bar) => (
        <rect
          key={bar.x}
          x={bar.x}
          y={240 - bar.height}
          width="10"
          height={bar.height}
          rx="5"
          fill="currentColor"
          opacity={bar.opacity}
        />
      ))}
    </svg>
  )
}

import type { FounderPage } from '@org/content'
import { Container } from '@org/ui'
import { AwardIcon } from 'lucide-react'

/** The recognition list on the one dark band of the page, each line with a gold award mark. */
export function FounderRecognition({ recognition }: { recognition: FounderPage['recognition'] }) {
  return (
    <section
      aria-labelledby="recognition-heading"
      className="relative isolate overflow-hidden bg-ink py-section text-surface md:py-section-lg"
    >
      <div
        aria-hidden="true"
        className="glow-3xl absolute -top-40 -right-24 -z-10 size-[28rem] text-primary/50"
      />
      <Container className="grid gap-10 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] md:items-start">
        <h2 id="recognition-heading" className="text-2xl font-bold">
          {recognition.heading}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {recognition.items.map((item) => (
            <li
              key={item}
              className="flex items-center gap-4 rounded-card border border-surface/10 bg-surface/5 p-5"
            >
              <span
                aria-hidden="true"
                className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-ink"
              >
                <AwardIcon strokeWidth={2} className="size-5" />
              </span>
              <span className="text-lg font-semibold">{item}</span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}

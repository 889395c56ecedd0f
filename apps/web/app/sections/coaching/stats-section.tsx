import type { CoachingPage } from '@org/content'
import { Container, StatCard } from '@org/ui'

const headingId = 'coaching-stats-title'

/** The programme's three figures: productivity, businesses trained and the average rating. */
export function StatsSection({
  section,
  stats,
}: {
  section: CoachingPage['statsSection']
  stats: CoachingPage['stats']
}) {
  return (
    <section aria-labelledby={headingId} className="pt-12 pb-section md:pt-16 md:pb-section-lg">
      <Container className="flex flex-col gap-8">
        <h2 id={headingId} className="text-center text-lg font-bold text-ink-muted">
          {section.heading}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3 md:gap-6">
          {stats.map((stat) => (
            <li key={stat.label}>
              <StatCard
                value={stat.value}
                label={stat.label}
                className="h-full items-center border border-border text-center md:p-8 [&_span:first-child]:md:text-[2.75rem] [&_span:first-child]:md:leading-tight"
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}

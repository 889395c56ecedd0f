import type { AgentPricingPage } from '@org/content'
import { Container, Marquee } from '@org/ui'

/**
 * The page's headline figures (24/7, 80%, 5x) under the hero. From 768 px they scroll past in
 * one continuous 15-second loop that pauses on hover, focus or its pause button; on phones and
 * under reduced motion they sit still in a compact grid.
 */
export function StatStrip({
  stats,
  strip,
}: {
  stats: AgentPricingPage['stats']
  strip: AgentPricingPage['statStrip']
}) {
  return (
    <div className="border-y border-border bg-surface-raised/70 py-6 md:py-8">
      <Container>
        <Marquee
          label={strip.label}
          pauseLabel={strip.pauseLabel}
          items={stats.map((stat) => ({
            key: stat.label,
            content: (
              <p className="flex flex-col gap-0.5 md:flex-row md:items-baseline md:gap-3 md:whitespace-nowrap">
                <span className="text-2xl font-extrabold text-primary">{stat.value}</span>
                <span className="font-semibold text-ink">{stat.label}</span>
                <span
                  aria-hidden="true"
                  className="hidden size-1.5 self-center rounded-full bg-accent md:ml-9 md:inline-block"
                />
              </p>
            ),
          }))}
        />
      </Container>
    </div>
  )
}

import type { HomeAboveFold } from '@org/content'
import { Container } from '@org/ui'
import { Laurel } from './laurel'

const titleId = 'home-award-title'

/**
 * The award banner under the hero: the award and three figures on one raised card that overlaps
 * the hero's lower edge, so the proof sits right where the promise ends.
 */
export function AwardBanner({ banner }: { banner: HomeAboveFold['awardBanner'] }) {
  return (
    <section aria-labelledby={titleId} className="relative z-10 -mt-6 md:-mt-10">
      <Container>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 rounded-card bg-surface-raised p-5 shadow-raised md:grid-cols-[minmax(0,0.9fr)_minmax(0,1.6fr)] md:items-center md:gap-10 md:p-8">
          <div className="flex items-center gap-4">
            <Laurel className="size-16 shrink-0 md:size-20" />
            <h2 id={titleId} className="text-lg font-bold text-ink">
              {banner.headline}
            </h2>
          </div>
          <ul className="grid grid-cols-3 gap-3 border-t border-border pt-5 md:border-t-0 md:border-l md:pt-0 md:pl-10">
            {banner.stats.map((stat) => (
              <li key={stat.label} className="flex flex-col gap-1">
                <span className="text-2xl font-extrabold text-primary tabular-nums">
                  {stat.value}
                </span>
                <span className="text-sm leading-snug font-medium text-ink-muted max-[359px]:text-xs">
                  {stat.label}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  )
}

import type { AboutPage } from '@org/content'
import { Container } from '@org/ui'
import { ActionButton } from '../../actions/action-link'
import { RichText } from '../../shell/rich-text'
import { FounderPortrait } from '../founder/founder-portrait'

/** The about page's opening: who the founder is, beside the portrait, and the way to talk. */
export function AboutHero({ hero, cta }: { hero: AboutPage['hero']; cta: AboutPage['cta'] }) {
  return (
    <header className="relative isolate overflow-hidden bg-gradient-to-b from-primary-soft to-surface">
      <Container className="grid items-center gap-12 pt-14 pb-16 md:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] md:gap-16 md:pt-20 md:pb-24">
        <div className="flex flex-col items-start gap-6">
          {hero.eyebrow ? (
            <p className="rounded-full bg-surface-raised px-3 py-1 text-sm font-semibold text-primary shadow-card">
              {hero.eyebrow}
            </p>
          ) : null}
          <h1 className="text-display font-extrabold text-balance text-ink">{hero.heading}</h1>
          {hero.intro ? (
            <p className="max-w-xl text-lg text-ink-muted">
              <RichText text={hero.intro} />
            </p>
          ) : null}
          <ActionButton action={cta.action} size="lg">
            {cta.label}
          </ActionButton>
        </div>
        <FounderPortrait image={hero.portrait} className="max-w-72 md:max-w-md" />
      </Container>
    </header>
  )
}

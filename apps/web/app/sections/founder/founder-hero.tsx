import type { FounderPage } from '@org/content'
import { Container } from '@org/ui'
import { ActionButton } from '../../actions/action-link'
import { RichText } from '../../shell/rich-text'
import { FounderPortrait } from './founder-portrait'

/**
 * The profile's opening: role, the founder's name as the page's `h1`, what they do, and the two
 * ways to reach them (book a strategy session, connect on the professional network; both open a
 * new tab), beside the portrait.
 */
export function FounderHero({ hero }: { hero: FounderPage['hero'] }) {
  return (
    <header className="relative isolate overflow-hidden bg-gradient-to-b from-primary-soft to-surface">
      <Container className="grid items-center gap-12 pt-14 pb-16 md:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] md:gap-16 md:pt-20 md:pb-24">
        <div className="flex flex-col items-start gap-6">
          <p className="rounded-full bg-surface-raised px-3 py-1 text-sm font-semibold text-primary shadow-card">
            {hero.role}
          </p>
          <h1 className="text-display font-extrabold text-ink">{hero.name}</h1>
          <p className="max-w-xl text-2xl font-bold text-balance text-ink">{hero.heading}</p>
          {hero.intro ? (
            <p className="max-w-xl text-lg text-ink-muted">
              <RichText text={hero.intro} />
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <ActionButton action={hero.book.action}>{hero.book.label}</ActionButton>
            <ActionButton action={hero.connect.action} variant="secondary">
              {hero.connect.label}
            </ActionButton>
          </div>
        </div>
        <FounderPortrait image={hero.portrait} className="max-w-72 md:max-w-md" />
      </Container>
    </header>
  )
}

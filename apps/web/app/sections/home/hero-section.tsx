import type { HomeAboveFold } from '@org/content'
import { Hero } from '@org/ui'
import { MicIcon } from 'lucide-react'
import { ActionButton } from '../../actions/action-link'
import { HeroImage } from '../hero-image'
import { QuizCard } from '../quiz-card'
import { HeroHighlight } from './hero-highlight'

/** The id of the page's `h1`. */
export const heroTitleId = 'home-hero-title'

/**
 * The home page's hero: the award line, the headline with its changing last word, Talk To Agent
 * (the voice chat) and Book Strategy Call (booking, new tab), three reassurances, and the
 * picture of a call answered and booked with the quiz card over its corner.
 */
export function HeroSection({ hero }: { hero: HomeAboveFold['hero'] }) {
  return (
    <Hero
      headingId={heroTitleId}
      eyebrow={hero.badge}
      headline={
        <>
          {hero.headline} <HeroHighlight words={hero.highlights} />
        </>
      }
      description={hero.subheadline}
      primaryAction={
        <ActionButton action={hero.talkToAgent.action} size="lg" className="shadow-card">
          <MicIcon aria-hidden="true" strokeWidth={2} className="size-5" />
          {hero.talkToAgent.label}
        </ActionButton>
      }
      secondaryAction={
        <ActionButton
          action={hero.bookStrategyCall.action}
          variant="secondary"
          size="lg"
          className="bg-surface-raised/70"
        >
          {hero.bookStrategyCall.label}
        </ActionButton>
      }
      highlights={hero.trust}
      illustration={<HeroImage picture={hero.picture} />}
      aside={
        <QuizCard
          id="home-quiz-title"
          heading={hero.quizCard.title}
          intro={hero.quizCard.description}
          cta={hero.quizCard.cta}
        />
      }
    />
  )
}

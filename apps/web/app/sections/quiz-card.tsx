import type { Cta } from '@org/content'
import { Card, CardDescription, CardTitle } from '@org/ui'
import { ListChecksIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { ActionLink } from '../actions/action-link'

/** How long the quiz card pulses after a click (docs/constants.md#interface: 1 s). */
export const quizPulseMs = 1000

/** `true` for `durationMs` after each call of the returned function. */
function usePulse(durationMs: number): [boolean, () => void] {
  const [pulsing, setPulsing] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return [
    pulsing,
    () => {
      clearTimeout(timer.current)
      setPulsing(true)
      timer.current = setTimeout(() => setPulsing(false), durationMs)
    },
  ]
}

// The pulse: the card swells a little and a gold ring spreads from its edge and fades.
const pulseKeyframes = `@keyframes home-quiz-pulse {
  0% { box-shadow: var(--shadow-raised), 0 0 0 0 rgb(233 178 60 / 0.75); scale: 1; }
  35% { scale: 1.025; }
  100% { box-shadow: var(--shadow-raised), 0 0 0 1.25rem rgb(233 178 60 / 0); scale: 1; }
}`

/** Props of {@link QuizCard}. */
export interface QuizCardProps {
  /** The heading's id; the card is a complementary landmark named by it. */
  id: string
  heading: string
  intro?: string
  /** Opens the external quiz assistant in a new tab. */
  cta: Cta
}

/**
 * The card for the external quiz assistant, over a hero's picture. The whole card is the link (it
 * opens in a new tab) and it pulses for a second when clicked, so the click visibly registers
 * while the new tab opens; no pulse for visitors who prefer reduced motion.
 */
export function QuizCard({ id, heading, intro, cta }: QuizCardProps) {
  const [pulsing, pulse] = usePulse(quizPulseMs)
  return (
    // The link inside stretches over the card; its click (mouse or keyboard) bubbles here.
    <Card
      asChild
      data-quiz-card=""
      data-pulsing={pulsing ? '' : undefined}
      onClick={pulse}
      className="relative gap-3 shadow-raised transition-transform duration-(--duration-base) hover:-translate-y-0.5 motion-reduce:transition-none motion-safe:data-pulsing:animate-[home-quiz-pulse_1s_var(--ease-standard)]"
    >
      <aside aria-labelledby={id}>
        <style>{pulseKeyframes}</style>
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-11 shrink-0 items-center justify-center rounded-control bg-accent-soft text-accent-ink"
          >
            <ListChecksIcon strokeWidth={2} className="size-5" />
          </span>
          <CardTitle as="h2" id={id} className="text-base leading-snug">
            {heading}
          </CardTitle>
        </div>
        {intro ? <CardDescription className="text-sm">{intro}</CardDescription> : null}
        <ActionLink
          action={cta.action}
          className="self-start text-sm after:absolute after:inset-0 after:rounded-card after:content-['']"
        >
          {cta.label}
        </ActionLink>
      </aside>
    </Card>
  )
}

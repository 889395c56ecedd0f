import { KookaburraMark } from '@org/ui'
import type { CSSProperties } from 'react'

/** Bar heights (of 100) either side of the orb: a voice, loud in the middle of a phrase. */
const bars = [18, 34, 52, 40, 70, 46, 88, 58, 30, 64, 42, 24]

function Bars({ side }: { side: 'left' | 'right' }) {
  const drawn = bars.map((height, distance) => ({ height, distance }))
  const ordered = side === 'left' ? drawn.reverse() : drawn
  return (
    <div className="flex h-24 items-center gap-1.5">
      {ordered.map(({ height, distance }) => (
        <span
          key={distance}
          style={
            { height: `${height}%`, animationDelay: `${(distance % 6) * -0.18}s` } as CSSProperties
          }
          // Phones show only the bars nearest the orb.
          className={`w-1.5 origin-center rounded-full bg-accent/80 motion-safe:animate-voice-bar ${distance >= 5 ? 'max-sm:hidden' : ''}`}
        />
      ))}
    </div>
  )
}

/**
 * The voice promo's picture: the kookaburra agent in a glowing orb, its voice leaving as bars on
 * both sides and rings spreading out, as on a live call. Moves only when motion is welcome.
 * Decorative.
 */
export function VoiceOrb() {
  return (
    <div aria-hidden="true" className="relative flex items-center justify-center gap-3 md:gap-6">
      <Bars side="left" />
      <div className="relative grid size-32 shrink-0 place-items-center md:size-44">
        <span className="absolute inset-0 rounded-full bg-white/10 motion-safe:animate-voice-ripple" />
        <span className="absolute inset-3 rounded-full bg-white/10 ring-1 ring-white/20" />
        <span className="absolute inset-7 rounded-full bg-gradient-to-br from-white/25 to-white/5 shadow-[0_20px_50px_-12px_rgb(0_0_0/0.45)] ring-1 ring-white/30" />
        <KookaburraMark className="relative size-16 rounded-xl shadow-raised md:size-20" />
      </div>
      <Bars side="right" />
    </div>
  )
}

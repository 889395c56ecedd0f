import type { HomeLazy } from '@org/content'
import { Container, cn, KookaburraMark } from '@org/ui'
import { CalendarCheckIcon, MicIcon, PhoneIncomingIcon } from 'lucide-react'
import { type CSSProperties, useRef } from 'react'
import { ActionButton } from '../../actions/action-link'
import { SectionHeading } from '../section-heading'
import { demoTimeline, playedBars } from './demo-timeline'
// Through the seven steps' module: see the note there on the home page's first load.
import { useProgressReveal } from './roadmap-section'

const titleId = 'home-demo-title'

/** Heights (of 100) of the call card's waveform: a recording of the call, drawn. */
const waveform = Array.from({ length: 64 }, (_, index) =>
  Math.round(18 + 72 * Math.abs(Math.sin(index * 0.61) * Math.cos(index * 0.17 + 0.4))),
)

/**
 * A CSS custom property holding a delay, for `delay-(--demo-delay)`. Each part transitions only
 * into the finished call: while armed it has none, so the switch from the finished HTML to the
 * armed start is instant rather than a slow fade out.
 */
const delay = (ms: number) => ({ '--demo-delay': `${ms}ms` }) as CSSProperties

/** Props of {@link DemoSection}. */
export interface DemoSectionProps {
  demo: HomeLazy['demo']
}

/**
 * The demo: a real after-hours call as the agent handled it, shown as the call card an owner
 * would see (who called, a waveform, the transcript, the job it booked), beside a Talk To Agent
 * button that opens the voice chat. On the dark ink surface, like the product it shows.
 *
 * The first time the card scrolls into view the call plays out once: lines arrive in turn, the
 * waveform advances, and the booking lands in the calendar. The HTML, reduced motion and a card
 * already in view on arrival show the finished call, still.
 */
export function DemoSection({ demo }: DemoSectionProps) {
  const card = useRef<HTMLElement>(null)
  const lines = useRef<HTMLOListElement>(null)
  const phase = useProgressReveal(card, lines)
  const turns = demo.transcript.length
  return (
    <section
      aria-labelledby={titleId}
      className="relative isolate overflow-hidden bg-ink py-section text-white md:py-section-lg"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_15%_0%,rgb(29_94_75/0.55),transparent_55%),radial-gradient(ellipse_at_100%_100%,rgb(233_178_60/0.16),transparent_50%)]"
      />
      <Container className="grid grid-cols-[minmax(0,1fr)] items-center gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <SectionHeading
          id={titleId}
          eyebrow={demo.eyebrow}
          heading={demo.heading}
          intro={demo.intro}
          tone="dark"
        >
          <div className="mt-3">
            <ActionButton
              action={demo.cta.action}
              size="lg"
              className="bg-accent text-ink shadow-card hover:bg-accent-soft focus-visible:outline-accent"
            >
              <MicIcon aria-hidden="true" strokeWidth={2} className="size-5" />
              {demo.cta.label}
            </ActionButton>
          </div>
        </SectionHeading>
        <figure
          ref={card}
          data-progress={phase}
          className="group/demo overflow-hidden rounded-[1.25rem] bg-white/[0.06] shadow-[0_40px_80px_-24px_rgb(0_0_0/0.6)] ring-1 ring-white/15 backdrop-blur"
        >
          <figcaption className="flex items-center gap-3 border-b border-white/10 px-5 py-4 sm:px-6">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-accent text-ink">
              <PhoneIncomingIcon aria-hidden="true" strokeWidth={2} className="size-5" />
            </span>
            <span className="text-sm font-semibold text-white">{demo.callLabel}</span>
          </figcaption>
          <div
            aria-hidden="true"
            className="flex h-14 items-center justify-between gap-[3px] border-b border-white/10 px-5 sm:px-6"
          >
            {waveform.map((height, index) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing
                key={index}
                style={{ height: `${height}%`, ...delay(demoTimeline.bar(index, turns)) }}
                className={cn(
                  'w-1 min-w-0 shrink rounded-full',
                  index < playedBars
                    ? 'bg-accent transition-colors delay-(--demo-delay) duration-300 motion-reduce:transition-none group-data-[progress=armed]/demo:bg-white/25 group-data-[progress=armed]/demo:transition-none'
                    : 'bg-white/25',
                )}
              />
            ))}
          </div>
          <ol ref={lines} className="flex flex-col gap-4 px-4 py-6 sm:px-6">
            {demo.transcript.map((turn, index) => {
              const agent = turn.speaker === 'agent'
              return (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: the transcript is a fixed sequence
                  key={index}
                  style={delay(demoTimeline.turn(index))}
                  className={cn(
                    'flex items-end gap-3',
                    'transition-[opacity,translate] delay-(--demo-delay) duration-500 ease-out motion-reduce:transition-none',
                    'group-data-[progress=armed]/demo:translate-y-3 group-data-[progress=armed]/demo:opacity-0 group-data-[progress=armed]/demo:transition-none',
                    agent ? 'pr-6 sm:pr-14' : 'flex-row-reverse pl-6 sm:pl-14',
                  )}
                >
                  {agent ? (
                    <KookaburraMark className="size-8 rounded-lg" />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="grid size-8 shrink-0 place-items-center rounded-full bg-white/15 text-sm font-bold text-white"
                    >
                      {demo.speakers.caller.charAt(0)}
                    </span>
                  )}
                  <p
                    className={cn(
                      'flex flex-col gap-1 rounded-2xl px-4 py-3',
                      agent
                        ? 'rounded-bl-md bg-primary text-white'
                        : 'rounded-br-md bg-white text-ink',
                    )}
                  >
                    <span
                      className={cn(
                        'text-sm font-semibold',
                        agent ? 'text-white/75' : 'text-ink-muted',
                      )}
                    >
                      {agent ? demo.speakers.agent : demo.speakers.caller}
                    </span>
                    {turn.text}
                  </p>
                </li>
              )
            })}
          </ol>
          <p
            style={delay(demoTimeline.booking(turns))}
            className={cn(
              'mx-4 mb-5 flex items-center gap-3 rounded-2xl bg-white px-4 py-3 text-ink shadow-raised sm:mx-6 sm:mb-6',
              'transition-[opacity,translate,scale] delay-(--demo-delay) duration-500 ease-out motion-reduce:transition-none',
              'group-data-[progress=armed]/demo:-translate-y-4 group-data-[progress=armed]/demo:scale-95 group-data-[progress=armed]/demo:opacity-0 group-data-[progress=armed]/demo:transition-none',
            )}
          >
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent text-ink">
              <CalendarCheckIcon aria-hidden="true" strokeWidth={2} className="size-5" />
            </span>
            <span className="flex min-w-0 flex-col">
              <span className="text-sm text-ink-muted">{demo.booking.label}</span>
              <span className="font-semibold">
                {demo.booking.slot} · {demo.booking.job}
              </span>
            </span>
          </p>
        </figure>
      </Container>
    </section>
  )
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ReactElement } from 'react'
import { expect } from 'storybook/test'
import { AgentTeamIllustration } from './agent-team-illustration'
import { AnsweredCallIllustration } from './answered-call-illustration'
import { CoachingTrackIllustration } from './coaching-track-illustration'
import { ContentCalendarIllustration } from './content-calendar-illustration'
import { LaunchPathIllustration } from './launch-path-illustration'
import { MissedCallIllustration } from './missed-call-illustration'
import { WorkshopIllustration } from './workshop-illustration'

const meta = {
  title: 'Illustrations/Page heroes',
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div className="w-[560px] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/**
 * One page hero's picture. Its words are real microcopy, live text in the page's font when drawn
 * inline, and the whole drawing is hidden from screen readers, as the hero's own text says the
 * same.
 */
function hero(illustration: ReactElement, lines: readonly [string, string]): Story {
  return {
    render: () => illustration,
    play: async ({ canvas, canvasElement }) => {
      await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
      for (const line of lines) await expect(canvas.getByText(line)).toBeInTheDocument()
    },
  }
}

/** Home: a call answered and booked. */
export const AnsweredCall = hero(<AnsweredCallIllustration />, ['Incoming call', 'Job booked'])

/** Voice agents' pricing: a missed call becoming a booking. */
export const MissedCall = hero(<MissedCallIllustration />, ['Missed call', 'Booked · Thu 9:00'])

/** AI agents' pricing: the six ready-made agents at work around one hub. */
export const AgentTeam = hero(<AgentTeamIllustration />, [
  'Lead Qualification',
  'Booked for Tuesday',
])

/** Coaching: the programme's weeks as a track in three phases, drawn from its length. */
export const CoachingTrack = hero(<CoachingTrackIllustration weeks={12} />, [
  'First agent live',
  'Group coaching',
])

/** The content course: a month's calendar filling in with posts. */
export const ContentCalendar = hero(<ContentCalendarIllustration />, [
  'June content plan',
  'Drafting next week…',
])

/** Get started: from "where do I start?" to a first agent at work, in three steps. */
export const LaunchPath = hero(<LaunchPathIllustration />, [
  'Strategy call',
  'Your first agent at work',
])

/** Training: a live workshop lesson turning a prompt into a quote. */
export const Workshop = hero(<WorkshopIllustration />, [
  'Session 3 · Write quotes with AI',
  'Automate a follow-up',
])

import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { Button } from './button'
import { Transcript, type TranscriptMessage } from './transcript'

/** A plausible first minute with the agent, in the site's voice. */
const conversation: TranscriptMessage[] = [
  {
    id: 'a1',
    source: 'ai',
    text: "G'day, you've reached Kookaburra AI. I can answer questions about our voice agents or book you a strategy call. What can I do for you?",
  },
  {
    id: 'u1',
    source: 'user',
    text: 'We miss a lot of calls after five. Can an agent pick those up?',
  },
  {
    id: 'a2',
    source: 'ai',
    text: 'Yes. It answers every call, 24/7, in a natural Australian voice, and books jobs straight into your calendar.',
  },
  { id: 'a3', source: 'ai', text: 'Most businesses are live within a week.' },
  { id: 'u2', source: 'user', text: 'What does it cost?' },
  {
    id: 'a4',
    source: 'ai',
    text: 'Plans start from $499 a month. Costs are subject to GST and exclude set-up costs, usually from $2500.',
  },
  { id: 'u3', source: 'user', text: 'Great, can you book me in for Thursday?' },
]

const meta = {
  title: 'Voice/Transcript',
  component: Transcript,
  args: { messages: conversation, className: 'h-80' },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Transcript>

export default meta
type Story = StoryObj<typeof meta>

const log = (canvas: { getByRole: (role: 'log') => HTMLElement }) => canvas.getByRole('log')
const atBottom = (element: HTMLElement) =>
  element.scrollHeight - element.scrollTop - element.clientHeight <= 1

/** Before anyone speaks: a quiet line says where the conversation will appear. */
export const Empty: Story = {
  args: { messages: [], className: undefined },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('log', { name: 'Conversation transcript' })
    await expect(region).toHaveAttribute('aria-live', 'polite')
    await expect(region).toHaveTextContent('The conversation will appear here.')
  },
}

/**
 * A conversation: the visitor on the right in green, the agent on the left. The speaker's name
 * heads each run and is read before every line; the log opens scrolled to the newest line.
 */
export const Conversation: Story = {
  play: async ({ canvas }) => {
    const region = log(canvas)
    const lines = within(region).getAllByRole('listitem')
    await expect(lines).toHaveLength(conversation.length)
    await expect(lines[0]).toHaveTextContent(/^Agent: G'day/)
    await expect(lines[1]).toHaveTextContent(/^You: We miss a lot of calls/)
    // The agent's second line in a row is still labelled for screen readers, but not on screen.
    await expect(lines[3]).toHaveTextContent(/^Agent: Most businesses/)
    const hidden = within(lines[3] as HTMLElement).getByText('Agent')
    await expect(hidden).toHaveClass('sr-only')
    const user = (lines[1] as HTMLElement).getBoundingClientRect()
    const agent = (lines[0] as HTMLElement).getBoundingClientRect()
    await expect(user.right).toBeGreaterThan(agent.right)
    await expect(user.left).toBeGreaterThan(agent.left)
    await waitFor(() => expect(atBottom(region)).toBe(true))
  },
}

/** Renamed speakers, as a site in another language would use. */
export const CustomLabels: Story = {
  args: { userLabel: 'Jordan', agentLabel: 'Kookaburra AI', messages: conversation.slice(0, 2) },
  play: async ({ canvas }) => {
    const lines = within(log(canvas)).getAllByRole('listitem')
    await expect(lines[0]).toHaveTextContent(/^Kookaburra AI: /)
    await expect(lines[1]).toHaveTextContent(/^Jordan: /)
  },
}

/** A transcript that grows, with a button standing in for the agent's next line. */
function GrowingTranscript() {
  const [messages, setMessages] = useState(conversation)
  const add = () =>
    setMessages((list) => [
      ...list,
      {
        id: `a${list.length + 1}`,
        source: 'ai',
        text: `Done. Line ${list.length + 1}: you're booked for Thursday at 10am AEST, and a confirmation is on its way.`,
      },
    ])
  return (
    <div className="flex flex-col gap-4">
      <Transcript messages={messages} className="h-72" />
      <Button variant="secondary" className="self-start" onClick={add}>
        Add the agent's next line
      </Button>
    </div>
  )
}

/** New lines scroll into view while the visitor is at the bottom. */
export const FollowsNewLines: Story = {
  render: () => <GrowingTranscript />,
  play: async ({ canvas, userEvent }) => {
    const region = log(canvas)
    await waitFor(() => expect(atBottom(region)).toBe(true))
    await userEvent.click(canvas.getByRole('button', { name: "Add the agent's next line" }))
    await expect(within(region).getAllByRole('listitem')).toHaveLength(conversation.length + 1)
    await waitFor(() => expect(atBottom(region)).toBe(true))
    await expect(canvas.queryByRole('button', { name: 'Show the newest message' })).toBeNull()
  },
}

/**
 * Scrolled up to read back, the log stays put when a line arrives; a button offers the newest
 * line and takes the visitor there.
 */
export const StaysWhileReadingBack: Story = {
  render: () => <GrowingTranscript />,
  play: async ({ canvas, userEvent }) => {
    const region = log(canvas)
    await waitFor(() => expect(atBottom(region)).toBe(true))
    region.scrollTop = 0
    region.dispatchEvent(new Event('scroll'))
    await userEvent.click(canvas.getByRole('button', { name: "Add the agent's next line" }))
    await expect(region.scrollTop).toBe(0)
    const jump = await canvas.findByRole('button', { name: 'Show the newest message' })
    await userEvent.click(jump)
    await expect(atBottom(region)).toBe(true)
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Show the newest message' })).toBeNull(),
    )
  },
}

/** The log takes keyboard focus with a visible ring, so it can be scrolled with the arrow keys. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const region = log(canvas)
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight)
    await userEvent.tab()
    await expect(region).toHaveFocus()
    await expect(getComputedStyle(region).outlineStyle).toBe('solid')
    await expect(getComputedStyle(region).outlineWidth).toBe('3px')
  },
}

/**
 * Live captions: the visitor's tentative words and the agent's reply as it is generated, drawn
 * dashed with a caret. Screen readers skip them and hear each line once, when it is finished.
 */
export const LiveCaptions: Story = {
  args: {
    messages: [
      ...conversation.slice(0, 5),
      { id: 'draft-ai', source: 'ai', text: 'Plans start from $499 a month', draft: true },
      { id: 'draft-user', source: 'user', text: 'and is set up', draft: true },
    ],
  },
  play: async ({ canvas }) => {
    const region = log(canvas)
    const drafts = region.querySelectorAll('[data-draft]')
    await expect(drafts).toHaveLength(2)
    for (const draft of drafts) await expect(draft).toHaveAttribute('aria-hidden', 'true')
    await expect(canvas.getByText('Plans start from $499 a month')).toBeVisible()
    // The finished lines are still read: only the drafts are hidden.
    await expect(region.querySelectorAll('li:not([aria-hidden])')).toHaveLength(5)
  },
}

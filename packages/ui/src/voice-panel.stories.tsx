import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Button } from './button'
import { LevelMeter } from './level-meter'
import { Transcript, type TranscriptMessage } from './transcript'
import { VoiceErrorBox } from './voice-error-box'
import { type VoiceStatus, VoiceStatusIndicator } from './voice-status-indicator'

/**
 * The four voice panel parts composed the way the voice chat modal uses them, so they can be
 * judged together: error above the status, the level under it, the transcript below, one button.
 * The modal itself (with its Dialog, focus handling and announcements) lives in `@org/voice-react`.
 */
interface PanelProps {
  state: VoiceStatus
  label: string
  error?: string
  level: number
  messages: readonly TranscriptMessage[]
  action: string
}

function PanelPreview({ state, label, error, level, messages, action }: PanelProps) {
  const speaking = state === 'speaking'
  return (
    <section
      aria-labelledby="panel-title"
      className="mx-auto flex w-full max-w-md flex-col gap-5 rounded-card bg-surface-raised p-6 shadow-raised"
    >
      <header className="flex flex-col gap-1">
        <h2 id="panel-title" className="text-2xl font-bold tracking-tight">
          AI Voice Assistant
        </h2>
        <p className="text-ink-muted">Talk to our assistant right away, no typing needed.</p>
      </header>
      {error ? <VoiceErrorBox>{error}</VoiceErrorBox> : null}
      <div className="flex items-center justify-between gap-4 rounded-card bg-muted/60 px-4 py-3">
        <VoiceStatusIndicator state={state} label={label} />
        <LevelMeter
          value={level}
          label={speaking ? 'Agent voice level' : 'Your microphone level'}
          variant={speaking ? 'output' : 'input'}
          className="h-8"
        />
      </div>
      <Transcript messages={messages} className="h-56" />
      <Button
        size="lg"
        variant={state === 'ready' || state === 'error' ? 'primary' : 'destructive'}
        disabled={state === 'connecting'}
      >
        {action}
      </Button>
    </section>
  )
}

const lines: TranscriptMessage[] = [
  { id: 'a1', source: 'ai', text: "G'day! I can answer questions or book you a strategy call." },
  { id: 'u1', source: 'user', text: 'Can an agent answer my calls after hours?' },
  { id: 'a2', source: 'ai', text: 'Yes: every call, 24/7, in a natural Australian voice.' },
]

const meta = {
  title: 'Voice/Panel parts together',
  component: PanelPreview,
  args: {
    state: 'ready',
    label: 'Ready to connect',
    level: 0,
    messages: [],
    action: 'Start',
  },
} satisfies Meta<typeof PanelPreview>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ready to connect')).toBeVisible()
    await expect(canvas.getByRole('meter', { name: 'Your microphone level' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Start' })).toBeEnabled()
  },
}

export const Connecting: Story = {
  args: { state: 'connecting', label: 'Connecting...', action: 'End Call' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'End Call' })).toBeDisabled()
  },
}

export const Listening: Story = {
  args: {
    state: 'listening',
    label: 'Listening...',
    level: 0.55,
    messages: lines,
    action: 'End Call',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '55')
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
  },
}

export const Speaking: Story = {
  args: {
    state: 'speaking',
    label: 'Speaking...',
    level: 0.8,
    messages: lines,
    action: 'End Call',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Agent voice level' })).toBeVisible()
  },
}

/** The error sits above the status, as docs/voice-chat.md#panel places it. */
export const WithError: Story = {
  args: {
    state: 'ready',
    label: 'Ready to connect',
    error: 'Failed to connect to voice agent. Please try again.',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    const status = canvas.getByText('Ready to connect')
    await expect(
      alert.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
  },
}

import { Button, Toaster, toast } from '@org/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import {
  type FakeConversation,
  FakeEngine,
  type FakeMicrophoneOptions,
  type FakeScript,
  fakeMicrophone,
} from './fake-environment.test.helper'
import { VoiceChatModal } from './voice-chat-modal'

/** What a story's pretend world does: the microphone, the signer and the agent. */
interface Scenario {
  microphone?: FakeMicrophoneOptions
  /** The signed-URL request fails with this message. */
  signerFails?: string
  agent?: FakeScript
  /** The business's number, offered after an error. */
  phone?: boolean
}

/** The panel over a page, open, with the app's toaster; a fresh pretend world per mount. */
function VoiceChatDemo({ scenario }: { scenario: Scenario }) {
  const [open, setOpen] = useState(true)
  const [environment] = useState(() => ({
    engine: new FakeEngine(scenario.agent ?? { outcome: 'connect' }),
    microphone: fakeMicrophone(scenario.microphone ?? { state: 'granted' }).apis,
  }))
  return (
    <>
      <Toaster />
      <Button onClick={() => setOpen(true)}>Chat Now</Button>
      <VoiceChatModal
        open={open}
        onOpenChange={setOpen}
        agentId="demo-agent"
        getSignedUrl={async () => {
          if (scenario.signerFails) throw new Error(scenario.signerFails)
          return 'wss://agent.example/signed'
        }}
        environment={environment}
        contactPhone={
          scenario.phone ? { display: '0491 570 156', href: 'tel:+61491570156' } : undefined
        }
      />
    </>
  )
}

const meta = {
  title: 'Voice/VoiceChatModal',
  component: VoiceChatDemo,
  args: { scenario: {} },
  argTypes: { scenario: { control: false } },
  parameters: { layout: 'fullscreen' },
  afterEach: () => {
    toast.dismiss()
  },
} satisfies Meta<typeof VoiceChatDemo>

export default meta
type Story = StoryObj<typeof meta>

/** The page's document: the dialog and toasts render outside the story's root. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

async function panel(canvasElement: HTMLElement) {
  return within(await page(canvasElement).findByRole('dialog', { name: 'AI Voice Assistant' }))
}

async function pressStart(
  canvasElement: HTMLElement,
  userEvent: { click(e: Element): Promise<void> },
) {
  const dialog = await panel(canvasElement)
  await userEvent.click(dialog.getByRole('button', { name: 'Start' }))
  return dialog
}

async function expectToast(canvasElement: HTMLElement, title: string, description: string) {
  const heading = await page(canvasElement).findByText(title, { selector: '[data-title]' })
  await expect(heading.closest('[data-sonner-toast]')).toHaveTextContent(description)
}

const lines = (conversation: FakeConversation) => {
  conversation.say('ai', "G'day! I'm the Kookaburra AI assistant. How can I help?")
  conversation.say('user', 'Can an agent answer my calls after hours?')
  conversation.say('ai', 'Yes: every call, day and night, and it books the job for you.')
}

/** Ready: the microphone is allowed, one button to start. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await panel(canvasElement)
    await expect(dialog.getByRole('status')).toHaveTextContent('Ready to connect')
    await expect(dialog.getByRole('button', { name: 'Start' })).not.toHaveAttribute('aria-disabled')
  },
}

/** A browser that cannot say whether the microphone is allowed: Start asks when pressed. */
export const PermissionUnknown: Story = {
  args: { scenario: { microphone: { state: null } } },
  play: async ({ canvasElement }) => {
    const dialog = await panel(canvasElement)
    await expect(dialog.getByRole('status')).toHaveTextContent('Ready to connect')
    await expect(dialog.queryByText(/Microphone access is required/)).toBeNull()
    await expect(dialog.getByRole('button', { name: 'Start' })).not.toHaveAttribute('aria-disabled')
  },
}

/** The microphone is blocked: the next step in plain words, and Start waits. */
export const MicrophoneDenied: Story = {
  args: { scenario: { microphone: { state: 'denied' } } },
  play: async ({ canvasElement }) => {
    const dialog = await panel(canvasElement)
    await dialog.findByText(
      "Microphone access is required for voice chat. Please click the microphone icon in your browser's address bar and allow access, then try again.",
    )
    await expect(dialog.getByRole('button', { name: 'Start' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
}

/** Start pressed, the agent not yet answering. */
export const Connecting: Story = {
  args: { scenario: { agent: { outcome: 'hang' } } },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await pressStart(canvasElement, userEvent)
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent('Connecting...'))
    await expect(dialog.getByRole('button', { name: 'Start' })).toHaveAttribute('aria-busy', 'true')
  },
}

/** Connected and listening, the microphone level moving. Shows the Connected toast. */
export const Listening: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await pressStart(canvasElement, userEvent)
    await expectToast(
      canvasElement,
      'Connected',
      'Voice agent is now connected. You can start speaking!',
    )
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent('Listening...'))
    await expect(dialog.getByRole('meter', { name: 'Your microphone level' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'End Call' })).toBeVisible()
  },
}

/** The agent is talking: its voice drives the meter. */
export const Speaking: Story = {
  args: {
    scenario: {
      agent: {
        outcome: 'connect',
        afterConnect: (conversation) => {
          conversation.say('ai', "G'day! I'm the Kookaburra AI assistant. How can I help?")
          conversation.setMode('speaking')
        },
      },
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await pressStart(canvasElement, userEvent)
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent('Speaking...'))
    await expect(dialog.getByRole('meter', { name: 'Agent voice level' })).toBeVisible()
  },
}

/** A conversation under way: both voices in the transcript. */
export const Transcript: Story = {
  args: { scenario: { agent: { outcome: 'connect', afterConnect: lines } } },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await pressStart(canvasElement, userEvent)
    const log = dialog.getByRole('log', { name: 'Conversation transcript' })
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(3))
    await expect(within(log).getAllByRole('listitem')[1]).toHaveTextContent(
      'You: Can an agent answer my calls after hours?',
    )
  },
}

/**
 * Live captions: the visitor's words while the recogniser is still guessing, then the agent's
 * reply streaming in ahead of its voice, drawn dashed until each line is finished.
 */
export const LiveCaptions: Story = {
  args: {
    scenario: {
      agent: {
        outcome: 'connect',
        afterConnect: (conversation) => {
          conversation.say('ai', "G'day! How can I help?")
          conversation.say('user', 'Can you take bookings after hours?')
          conversation.part('start', '', 2)
          conversation.part('delta', 'Yes, it books jobs straight into ', 2)
          conversation.tentative('and on weekends')
        },
      },
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await pressStart(canvasElement, userEvent)
    const log = dialog.getByRole('log', { name: 'Conversation transcript' })
    await waitFor(() => expect(log.querySelectorAll('[data-draft]')).toHaveLength(2))
    await expect(within(log).getByText('and on weekends')).toBeVisible()
    // Screen readers hear the two finished lines only.
    await expect(within(log).getAllByRole('listitem')).toHaveLength(2)
  },
}

/** Typing during a call: the message goes to the agent and into the transcript. */
export const TypeDuringCall: Story = {
  args: { scenario: { agent: { outcome: 'connect', afterConnect: lines } } },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await pressStart(canvasElement, userEvent)
    const field = await dialog.findByRole('textbox', { name: 'Message to the assistant' })
    await userEvent.type(field, 'Please email me the pricing.{Enter}')
    const log = dialog.getByRole('log', { name: 'Conversation transcript' })
    await waitFor(() =>
      expect(within(log).getAllByRole('listitem').at(-1)).toHaveTextContent(
        'You: Please email me the pricing.',
      ),
    )
    await expect(field).toHaveValue('')
  },
}

/**
 * No microphone: the visitor types instead. A text chat asks for no microphone and plays no
 * audio; the field takes focus and the replies appear in the transcript.
 */
export const TextChat: Story = {
  args: {
    scenario: {
      microphone: { state: 'denied' },
      agent: {
        outcome: 'connect',
        afterConnect: (conversation) =>
          conversation.say('ai', "G'day! Type your question and I'll answer here."),
      },
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await panel(canvasElement)
    await userEvent.click(await dialog.findByRole('button', { name: 'Type instead' }))
    const field = await dialog.findByRole('textbox', { name: 'Message to the assistant' })
    await waitFor(() => expect(field).toHaveFocus())
    await expect(dialog.getByText('Text chat: type below and read the replies.')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'End Call' })).toBeVisible()
  },
}

/** The signer refused the agent: the red box above the status, and the Connection Failed toast. */
export const InlineError: Story = {
  args: {
    scenario: { signerFails: 'Server error: Agent not found (This agent is not on this site.)' },
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await pressStart(canvasElement, userEvent)
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(
        'Voice agent configuration error. Please contact support.',
      ),
    )
    await expectToast(
      canvasElement,
      'Connection Failed',
      'Voice agent configuration error. Please contact support.',
    )
  },
}

/** After a network failure: the catalogue text, then what to do next, with the number to call. */
export const NextStep: Story = {
  args: { scenario: { signerFails: 'Failed to fetch', phone: true } },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await pressStart(canvasElement, userEvent)
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(
        'Network error. Please check your connection and try again.',
      ),
    )
    await expect(
      dialog.getByText((_, element) => element?.hasAttribute('data-next-step') ?? false),
    ).toHaveTextContent('Press Start to try again, or call us on 0491 570 156.')
    await expect(dialog.getByRole('link', { name: '0491 570 156' })).toHaveAttribute(
      'href',
      'tel:+61491570156',
    )
  },
}

/**
 * On a phone (below 768 px) the panel is a bottom sheet: full width, docked to the bottom edge,
 * the page still in view above it. From 768 px it is a centred dialog. Its toasts sit at the top,
 * clear of Start and End Call.
 */
export const PhoneSheet: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await pressStart(canvasElement, userEvent)
    const element = await page(canvasElement).findByRole('dialog', { name: 'AI Voice Assistant' })
    const view = canvasElement.ownerDocument.documentElement
    // Measured where it rests, after it has slid or grown into place.
    await Promise.all(element.getAnimations().map((animation) => animation.finished))
    const box = element.getBoundingClientRect()
    if (view.clientWidth < 768) {
      await expect(Math.round(box.left)).toBe(0)
      await expect(Math.round(box.width)).toBe(view.clientWidth)
      await expect(Math.round(box.bottom)).toBe(view.clientHeight)
      await expect(box.top).toBeGreaterThan(0)
    } else {
      await expect(Math.abs(box.left + box.width / 2 - view.clientWidth / 2)).toBeLessThan(1)
      await expect(Math.abs(box.top + box.height / 2 - view.clientHeight / 2)).toBeLessThan(1)
    }
    const connected = await page(canvasElement).findByText('Connected', {
      selector: '[data-title]',
    })
    const toast = connected.closest('[data-sonner-toast]') as HTMLElement
    const endCall = dialog.getByRole('button', { name: 'End Call' }).getBoundingClientRect()
    await waitFor(() => {
      const toastBox = toast.getBoundingClientRect()
      expect(toastBox.bottom <= endCall.top || toastBox.top >= endCall.bottom).toBe(true)
    })
    await expect(toast.closest('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'top')
  },
}

/** End Call: back to ready, with the Disconnected toast. */
export const DisconnectedToast: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await pressStart(canvasElement, userEvent)
    await userEvent.click(await dialog.findByRole('button', { name: 'End Call' }))
    await expectToast(canvasElement, 'Disconnected', 'The voice chat has been ended.')
    await expect(dialog.getByRole('status')).toHaveTextContent('Ready to connect')
  },
}

/** The visitor refuses the microphone at Start: the destructive toast and the standing text. */
export const MicrophoneToast: Story = {
  args: { scenario: { microphone: { state: 'prompt', answer: 'NotAllowedError' } } },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await pressStart(canvasElement, userEvent)
    await expectToast(
      canvasElement,
      'Microphone Access Required',
      "Microphone access was denied. Please click the microphone icon in your browser's address bar and allow access.",
    )
    await expect(dialog.getByText(/Microphone access is required for voice chat/)).toBeVisible()
  },
}

/** The session could not start: the Connection Failed toast with the reason. */
export const ConnectionFailedToast: Story = {
  args: {
    scenario: { agent: { outcome: new Error('The connection was closed by the server.') } },
  },
  play: async ({ canvasElement, userEvent }) => {
    await pressStart(canvasElement, userEvent)
    await expectToast(
      canvasElement,
      'Connection Failed',
      'The connection was closed by the server.',
    )
  },
}

/** The voice service reported an error mid-call: the connection error toast and the box. */
export const ConnectionErrorToast: Story = {
  args: {
    scenario: {
      agent: {
        outcome: 'connect',
        afterConnect: (conversation) => conversation.reportError('The agent is over its quota.'),
      },
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await pressStart(canvasElement, userEvent)
    await expectToast(
      canvasElement,
      'Connection Error',
      'Failed to connect to the voice agent. Please check your microphone permissions and try again.',
    )
    await expect(dialog.getByRole('alert')).toHaveTextContent('The agent is over its quota.')
  },
}

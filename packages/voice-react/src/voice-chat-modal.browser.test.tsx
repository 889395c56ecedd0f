import { Toaster, toast } from '@org/ui'
import { act, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { commands, userEvent } from 'vitest/browser'
import { MICROPHONE_FAILURES, SIGNED_URL_FAILURES } from './catalogue.test.helper'
import { eventually } from './eventually.test.helper'
import {
  type FakeConversation,
  FakeEngine,
  type FakeMicrophoneOptions,
  fakeMicrophone,
} from './fake-environment.test.helper'
import type { GetSignedUrl } from './signed-url'
import { VoiceChatModal, type VoiceChatModalProps } from './voice-chat-modal'

const SIGNED = 'wss://agent.example/signed'

interface HarnessProps extends Partial<VoiceChatModalProps> {
  startOpen?: boolean
  onOpenChange?: (open: boolean) => void
}

/** A page with the Chat Now trigger, the modal and the app's one toaster. */
function Harness({ startOpen = true, onOpenChange, ...props }: HarnessProps) {
  const [open, setOpen] = useState(startOpen)
  return (
    <>
      <Toaster />
      <button type="button" onClick={() => setOpen(true)}>
        Chat Now
      </button>
      <VoiceChatModal
        agentId="demo-agent"
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          onOpenChange?.(next)
        }}
      />
    </>
  )
}

function setup(microphoneOptions: FakeMicrophoneOptions = {}, props: HarnessProps = {}) {
  const engine = new FakeEngine()
  const microphone = fakeMicrophone(microphoneOptions)
  const getSignedUrl = vi.fn<GetSignedUrl>(async () => SIGNED)
  const view = render(
    <Harness
      getSignedUrl={getSignedUrl}
      environment={{ engine, microphone: microphone.apis }}
      {...props}
    />,
  )
  return { engine, microphone, getSignedUrl, view }
}

const dialog = () => screen.getByRole('dialog', { name: 'AI Voice Assistant' })
const actionButton = () => within(dialog()).getByRole('button', { name: /^(Start|End Call)$/ })
const statusText = () => within(dialog()).getByRole('status').textContent

/** A toast with this title, and its description. */
async function findToast(title: string) {
  const heading = await screen.findByText(title, { selector: '[data-title]' })
  const item = heading.closest('[data-sonner-toast]') as HTMLElement
  return { item, description: item.querySelector('[data-description]')?.textContent }
}

/** Presses Start and lets the fake agent answer; returns the live fake session. */
async function startCall(engine: FakeEngine): Promise<FakeConversation> {
  await userEvent.click(actionButton())
  await eventually(() => expect(engine.starts).toHaveLength(1))
  let live!: FakeConversation
  await act(async () => {
    live = engine.last?.connect() as FakeConversation
  })
  return live
}

afterEach(async () => {
  toast.dismiss()
  await commands.emulateReducedMotion(false)
})

describe('VoiceChatModal', () => {
  it('opens titled, explained, ready, with focus on Start', async () => {
    setup()
    expect(dialog()).toHaveAccessibleDescription(
      'Talk to our AI assistant right now for immediate voice assistance.',
    )
    expect(statusText()).toBe('Ready to connect')
    await eventually(() => expect(document.activeElement).toBe(actionButton()))
    expect(actionButton()).toHaveTextContent('Start')
    expect(actionButton()).not.toHaveAttribute('aria-disabled')
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toBeVisible()
  })

  it('takes its heading from title when a page names its assistant', async () => {
    setup({}, { title: 'Onboarding Chatbot' })
    expect(screen.getByRole('dialog', { name: 'Onboarding Chatbot' })).toBeVisible()
    expect(screen.queryByRole('dialog', { name: 'AI Voice Assistant' })).toBeNull()
  })

  it('checks the microphone permission on opening, without prompting', async () => {
    const { microphone } = setup({ state: 'denied' })
    await within(dialog()).findByText(
      "Microphone access is required for voice chat. Please click the microphone icon in your browser's address bar and allow access, then try again.",
    )
    expect(actionButton()).toHaveAttribute('aria-disabled', 'true')
    expect(microphone.record.requests).toBe(0)
  })

  it('enables Start as soon as the visitor allows the microphone in the browser', async () => {
    const { microphone, engine } = setup({ state: 'denied' })
    await eventually(() => expect(actionButton()).toHaveAttribute('aria-disabled', 'true'))
    // Playwright will not click what says it is disabled; force it, as a determined visitor might.
    await userEvent.click(actionButton(), { force: true })
    expect(microphone.record.requests).toBe(0)
    act(() => microphone.status?.change('granted'))
    expect(actionButton()).not.toHaveAttribute('aria-disabled')
    expect(within(dialog()).queryByText(/Microphone access is required/)).toBeNull()
    await startCall(engine)
    expect(statusText()).toBe('Listening...')
  })

  it('connects: Start, Connecting..., the Connected toast, Listening..., Speaking...', async () => {
    const { engine, microphone, getSignedUrl } = setup()
    await userEvent.click(actionButton())
    await eventually(() => expect(engine.starts).toHaveLength(1))
    expect(microphone.record).toMatchObject({ requests: 1, stopped: 1 })
    expect(getSignedUrl).toHaveBeenCalledWith('demo-agent', expect.anything())
    expect(engine.last?.options.signedUrl).toBe(SIGNED)
    expect(statusText()).toBe('Connecting...')
    expect(actionButton()).toHaveTextContent('Start')
    expect(actionButton()).toHaveAttribute('aria-disabled', 'true')
    expect(actionButton()).toHaveAttribute('aria-busy', 'true')
    expect(dialog().querySelector('[data-state="connecting"]')).not.toBeNull()

    let live!: FakeConversation
    await act(async () => {
      live = engine.last?.connect() as FakeConversation
    })
    const connected = await findToast('Connected')
    expect(connected.description).toBe('Voice agent is now connected. You can start speaking!')
    expect(statusText()).toBe('Listening...')
    expect(actionButton()).toHaveTextContent('End Call')
    expect(document.activeElement).toBe(actionButton())

    act(() => live.setMode('speaking'))
    expect(statusText()).toBe('Speaking...')
    act(() => live.setMode('listening'))
    expect(statusText()).toBe('Listening...')
  })

  it('shows what both sides said in a transcript labelled for screen readers', async () => {
    const { engine } = setup()
    const live = await startCall(engine)
    act(() => {
      live.say('ai', "G'day! How can I help?")
      live.say('user', 'Can you answer my calls?')
    })
    const log = within(dialog()).getByRole('log', { name: 'Conversation transcript' })
    expect(log).toHaveAttribute('aria-live', 'polite')
    const lines = within(log).getAllByRole('listitem')
    expect(lines.map((line) => line.textContent)).toEqual([
      "Assistant: G'day! How can I help?",
      'You: Can you answer my calls?',
    ])
  })

  it('ends the call: End Call, the Disconnected toast, Ready to connect', async () => {
    const { engine } = setup()
    const live = await startCall(engine)
    await userEvent.click(actionButton())
    expect(live.ended).toBe(true)
    const disconnected = await findToast('Disconnected')
    expect(disconnected.description).toBe('The voice chat has been ended.')
    expect(statusText()).toBe('Ready to connect')
    expect(actionButton()).toHaveTextContent('Start')
  })

  it('says so when the agent ends the call', async () => {
    const { engine } = setup()
    const live = await startCall(engine)
    act(() => live.drop({ reason: 'agent' }))
    const disconnected = await findToast('Disconnected')
    expect(disconnected.description).toBe('The voice chat has been ended.')
    expect(statusText()).toBe('Ready to connect')
  })

  it('aborts the start when microphone access is refused: toast, standing text, Start off', async () => {
    const { engine } = setup({ state: 'prompt', answer: 'NotAllowedError' })
    await userEvent.click(actionButton())
    const refused = await findToast('Microphone Access Required')
    expect(refused.item).toHaveAttribute('data-type', 'error')
    expect(refused.description).toBe(
      "Microphone access was denied. Please click the microphone icon in your browser's address bar and allow access.",
    )
    expect(
      within(dialog()).getByText(
        "Microphone access is required for voice chat. Please click the microphone icon in your browser's address bar and allow access, then try again.",
      ),
    ).toBeVisible()
    expect(statusText()).toBe('Ready to connect')
    expect(actionButton()).toHaveAttribute('aria-disabled', 'true')
    expect(engine.starts).toHaveLength(0)
  })

  it.each(MICROPHONE_FAILURES)(
    'keeps a %s in view above the status, and Start on',
    async (answer, text) => {
      const { engine } = setup({ state: null, answer })
      await userEvent.click(actionButton())
      expect((await findToast('Microphone Access Required')).description).toBe(text)
      const alert = within(dialog()).getByRole('alert')
      expect(alert).toHaveTextContent(text)
      expect(alert.compareDocumentPosition(within(dialog()).getByRole('status'))).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      )
      expect(actionButton()).not.toHaveAttribute('aria-disabled')
      expect(engine.starts).toHaveLength(0)
    },
  )

  it('says capture is not supported where the browser has no getUserMedia', async () => {
    setup({ unsupported: true })
    await userEvent.click(actionButton())
    expect((await findToast('Microphone Access Required')).description).toBe(
      'Microphone access is not supported in this browser.',
    )
  })

  it.each(SIGNED_URL_FAILURES)('shows a failed signed URL "%s" as "%s"', async (message, shown) => {
    const { engine } = setup(
      {},
      {
        getSignedUrl: async () => {
          throw new Error(message)
        },
      },
    )
    await userEvent.click(actionButton())
    const failed = await findToast('Connection Failed')
    expect(failed.item).toHaveAttribute('data-type', 'error')
    expect(failed.description).toBe(shown)
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(shown)
    expect(statusText()).toBe('Ready to connect')
    expect(dialog().querySelector('[data-state="error"]')).not.toBeNull()
    expect(engine.starts).toHaveLength(0)
  })

  it.each([
    'The connection was closed by the server.',
    'The connection was closed due to a socket error.',
    'Invalid format',
    'Invalid sample rate',
    'Failed to load the capture worklet module. Make sure the browser supports AudioWorklets.',
    "Failed to load the capture worklet module: the page's Content Security Policy blocks it. Allow blob: in script-src, or serve the worklet files and pass workletPaths.",
  ])(
    'shows a session that fails to start with "%s" in the Connection Failed toast',
    async (message) => {
      const { engine } = setup()
      await userEvent.click(actionButton())
      await eventually(() => expect(engine.starts).toHaveLength(1))
      act(() => engine.last?.fail(new Error(message)))
      expect((await findToast('Connection Failed')).description).toBe(message)
      expect(within(dialog()).getByRole('alert')).toHaveTextContent(message)
    },
  )

  it('treats a microphone refused by the engine itself as a microphone problem', async () => {
    const { engine } = setup()
    await userEvent.click(actionButton())
    await eventually(() => expect(engine.starts).toHaveLength(1))
    act(() => engine.last?.fail(new DOMException('Permission denied', 'NotAllowedError')))
    expect((await findToast('Microphone Access Required')).description).toBe(
      "Microphone access was denied. Please click the microphone icon in your browser's address bar and allow access.",
    )
  })

  it('shows an error the voice service reports: inline text and the connection error toast', async () => {
    const { engine } = setup()
    const live = await startCall(engine)
    act(() => live.reportError('The agent is over its quota.'))
    const failed = await findToast('Connection Error')
    expect(failed.description).toBe(
      'Failed to connect to the voice agent. Please check your microphone permissions and try again.',
    )
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('The agent is over its quota.')
  })

  it('falls back to the catalogue text for an error without words', async () => {
    const { engine } = setup()
    const live = await startCall(engine)
    act(() => live.reportError(''))
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'Failed to connect to voice agent. Please try again.',
    )
  })

  it.each([
    'The connection was closed due to a socket error.',
    'The connection was closed by the server.',
    'Agent unavailable',
  ])('shows an error end "%s" and returns to Ready to connect', async (message) => {
    const { engine } = setup()
    const live = await startCall(engine)
    act(() => live.drop({ reason: 'error', message, context: { type: 'close' } }))
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(message)
    expect(statusText()).toBe('Ready to connect')
    expect(actionButton()).toHaveTextContent('Start')
  })

  it('clears the error when a new call connects', async () => {
    const { engine } = setup()
    const first = await startCall(engine)
    act(() =>
      first.drop({ reason: 'error', message: 'Agent unavailable', context: { type: 'close' } }),
    )
    expect(within(dialog()).getByRole('alert')).toBeVisible()
    await userEvent.click(actionButton())
    await eventually(() => expect(engine.starts).toHaveLength(2))
    await act(async () => {
      engine.last?.connect()
    })
    expect(within(dialog()).queryByRole('alert')).toBeNull()
  })

  it('ends the call when closed, and returns focus to the trigger', async () => {
    const onOpenChange = vi.fn()
    const { engine } = setup({}, { startOpen: false, onOpenChange })
    const trigger = screen.getByRole('button', { name: 'Chat Now' })
    await userEvent.click(trigger)
    const live = await startCall(engine)
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }))
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(live.ended).toBe(true)
    await eventually(() => expect(document.activeElement).toBe(trigger))
  })

  it('closes on Esc and keeps focus inside while open', async () => {
    setup({}, { startOpen: false })
    await userEvent.click(screen.getByRole('button', { name: 'Chat Now' }))
    await eventually(() => expect(document.activeElement).toBe(actionButton()))
    for (let step = 0; step < 6; step++) {
      await userEvent.keyboard('{Tab}')
      expect(dialog().contains(document.activeElement)).toBe(true)
    }
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('cancels a start under way when closed: no session, no Connected toast', async () => {
    const { engine } = setup()
    await userEvent.click(actionButton())
    await eventually(() => expect(engine.starts).toHaveLength(1))
    await userEvent.keyboard('{Escape}')
    expect(engine.last?.aborted).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: 'Chat Now' }))
    expect(statusText()).toBe('Ready to connect')
    expect(screen.queryByText('Connected', { selector: '[data-title]' })).toBeNull()
  })

  it('ends the call when the page removes the panel', async () => {
    const { engine, view } = setup()
    const live = await startCall(engine)
    view.unmount()
    expect(live.ended).toBe(true)
  })

  it('shows the live level of whoever has the turn, and no meter while idle', async () => {
    const { engine } = setup()
    expect(within(dialog()).queryByRole('meter')).toBeNull()
    const live = await startCall(engine)
    const input = await within(dialog()).findByRole('meter', { name: 'Your microphone level' })
    await eventually(() => expect(input).toHaveAttribute('aria-valuenow', '50'))
    live.inputVolume = 0.32
    await eventually(() => expect(input).toHaveAttribute('aria-valuenow', '75'))
    act(() => live.setMode('speaking'))
    const output = within(dialog()).getByRole('meter', { name: 'Agent voice level' })
    await eventually(() => expect(output).toHaveAttribute('aria-valuenow', '25'))
    // The meter is outside the polite region: a level change is never announced.
    expect(within(dialog()).getByRole('status').contains(output)).toBe(false)
  })

  it('samples the level once a frame only while live', async () => {
    const { engine } = setup()
    const frames = vi.spyOn(window, 'requestAnimationFrame')
    const cancelled = vi.spyOn(window, 'cancelAnimationFrame')
    const live = await startCall(engine)
    await eventually(() => expect(frames.mock.calls.length).toBeGreaterThan(3))
    await userEvent.click(actionButton())
    expect(live.ended).toBe(true)
    // React stops the loop when it commits the ended call, which a slow machine may do a frame
    // or two after the click; from the cancel on, nothing may ask for another frame.
    await eventually(() => expect(cancelled).toHaveBeenCalled())
    const after = frames.mock.calls.length
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(frames.mock.calls.length).toBe(after)
  })

  it('holds a still level under reduced motion, sampling nothing', async () => {
    await commands.emulateReducedMotion(true)
    const { engine } = setup()
    const frames = vi.spyOn(window, 'requestAnimationFrame')
    await startCall(engine)
    const meter = within(dialog()).getByRole('meter', { name: 'Your microphone level' })
    expect(meter).toHaveAttribute('aria-valuenow', '50')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(frames).not.toHaveBeenCalled()
  })
})

describe('VoiceChatModal captions and typing', () => {
  const log = () => within(dialog()).getByRole('log', { name: 'Conversation transcript' })

  it("shows the visitor's tentative words and the agent's reply as it streams, hidden from screen readers", async () => {
    const { engine } = setup()
    const live = await startCall(engine)
    act(() => live.tentative('can you call'))
    expect(within(log()).getByText('can you call').closest('li')).toHaveAttribute(
      'aria-hidden',
      'true',
    )
    // Hidden from the accessibility tree: no line is read while it is a draft.
    expect(within(log()).queryAllByRole('listitem')).toHaveLength(0)

    act(() => {
      live.say('user', 'Can you call me back?')
      live.part('start', '', 2)
      live.part('delta', 'Sure, what ', 2)
      live.part('delta', 'time suits?', 2)
    })
    expect(within(log()).getByText('Sure, what time suits?').closest('li')).toHaveAttribute(
      'aria-hidden',
      'true',
    )
    expect(within(log()).queryByText('can you call')).toBeNull()
    expect(
      within(log())
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['You: Can you call me back?'])

    act(() => live.say('ai', 'Sure, what time suits?'))
    expect(log().querySelectorAll('[data-draft]')).toHaveLength(0)
    expect(
      within(log())
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['You: Can you call me back?', 'Assistant: Sure, what time suits?'])
  })

  it('sends a typed message during a call and shows it as the visitor’s line', async () => {
    const { engine } = setup()
    const live = await startCall(engine)
    const field = within(dialog()).getByRole('textbox', { name: 'Message to the assistant' })
    await userEvent.type(field, '  Do you work weekends?  {Enter}')
    expect(live.sent).toEqual([{ type: 'user_message', text: 'Do you work weekends?' }])
    expect(field).toHaveValue('')
    expect(
      within(log())
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['You: Do you work weekends?'])
    // A blank message sends nothing; Send says it is unavailable, so the click is forced.
    const send = within(dialog()).getByRole('button', { name: 'Send' })
    expect(send).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(send, { force: true })
    expect(live.sent).toHaveLength(1)
  })

  it('keeps what was typed when the call ends before it is sent', async () => {
    const { engine } = setup()
    const live = await startCall(engine)
    const field = within(dialog()).getByRole('textbox', { name: 'Message to the assistant' })
    await userEvent.type(field, 'Half a thought')
    // The field goes with the call; typing into a live call that has just ended sends nothing.
    act(() => live.drop({ reason: 'agent' }))
    expect(live.sent).toEqual([])
    expect(within(dialog()).queryByRole('textbox')).toBeNull()
  })

  it('offers a text chat when the microphone is refused: no microphone asked for, replies shown', async () => {
    const { engine, microphone } = setup({ state: 'denied' })
    const typeInstead = await within(dialog()).findByRole('button', { name: 'Type instead' })
    await userEvent.click(typeInstead)
    await eventually(() => expect(engine.starts).toHaveLength(1))
    expect(engine.last?.options.textOnly).toBe(true)
    expect(microphone.record.requests).toBe(0)
    expect(engine.unlocks).toBe(0)

    let live!: FakeConversation
    await act(async () => {
      live = engine.last?.connect() as FakeConversation
    })
    const field = within(dialog()).getByRole('textbox', { name: 'Message to the assistant' })
    await eventually(() => expect(document.activeElement).toBe(field))
    expect(within(dialog()).getByText('Text chat: type below and read the replies.')).toBeVisible()
    expect(within(dialog()).queryByRole('meter')).toBeNull()

    await userEvent.type(field, 'What does it cost?{Enter}')
    act(() => live.say('ai', 'Plans start from $499 a month.'))
    expect(
      within(log())
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['You: What does it cost?', 'Assistant: Plans start from $499 a month.'])
  })

  it.each(MICROPHONE_FAILURES)(
    'offers a text chat after the microphone failure "%s"',
    async (answer, text) => {
      const { engine } = setup({ state: null, answer })
      await userEvent.click(actionButton())
      await within(dialog()).findByText(text)
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Type instead' }))
      await eventually(() => expect(engine.starts).toHaveLength(1))
      expect(engine.last?.options.textOnly).toBe(true)
    },
  )

  it('does not offer a text chat while the microphone works', async () => {
    const { engine } = setup()
    expect(within(dialog()).queryByRole('button', { name: 'Type instead' })).toBeNull()
    await startCall(engine)
    expect(within(dialog()).queryByRole('button', { name: 'Type instead' })).toBeNull()
  })
})

describe('VoiceChatModal next steps and toasts', () => {
  const phone = { display: '0491 570 156', href: 'tel:+61491570156' }
  const failWith = (message: string) => async () => {
    throw new Error(message)
  }
  const nextStep = () => dialog().querySelector('[data-next-step]')

  it('after a network failure says to try again or call, with the number as a link', async () => {
    setup({}, { contactPhone: phone, getSignedUrl: failWith('Failed to fetch') })
    await userEvent.click(actionButton())
    await within(dialog()).findByText('Network error. Please check your connection and try again.')
    expect(nextStep()?.textContent).toBe('Press Start to try again, or call us on 0491 570 156.')
    expect(within(dialog()).getByRole('link', { name: '0491 570 156' })).toHaveAttribute(
      'href',
      'tel:+61491570156',
    )
    // The alert holds the catalogue text alone; the next step follows it.
    expect(within(dialog()).getByRole('alert').textContent).toBe(
      'Network error. Please check your connection and try again.',
    )
  })

  it('offers only the number when the site must fix the problem', async () => {
    setup({}, { contactPhone: phone, getSignedUrl: failWith('Server error: Agent not found') })
    await userEvent.click(actionButton())
    await within(dialog()).findByText('Voice agent configuration error. Please contact support.')
    expect(nextStep()?.textContent).toBe('You can call us on 0491 570 156 instead.')
  })

  it('says to try again when there is no number to call', async () => {
    setup({}, { getSignedUrl: failWith('Failed to fetch') })
    await userEvent.click(actionButton())
    await within(dialog()).findByText('Network error. Please check your connection and try again.')
    expect(nextStep()?.textContent).toBe('Press Start to try again.')
  })

  it('leaves a microphone failure to its own words and the Type instead button', async () => {
    setup({ state: null, answer: 'NotFoundError' }, { contactPhone: phone })
    await userEvent.click(actionButton())
    await within(dialog()).findByText(
      'No microphone found. Please connect a microphone and try again.',
    )
    expect(nextStep()).toBeNull()
    expect(within(dialog()).getByRole('button', { name: 'Type instead' })).toBeVisible()
  })

  it('shows its toasts at the top, clear of Start and End Call on a phone', async () => {
    const { engine } = setup()
    await startCall(engine)
    const connected = await findToast('Connected')
    const toaster = connected.item.closest('[data-sonner-toaster]')
    expect(toaster).toHaveAttribute('data-y-position', 'top')
    expect(toaster).toHaveAttribute('data-x-position', 'center')
  })
})

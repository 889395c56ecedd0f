import { Toaster, toast } from '@org/ui'
import { render, renderHook, screen, within } from '@testing-library/react'
import { StrictMode, useEffect, useState } from 'react'
import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { commands, userEvent } from 'vitest/browser'
import { eventually } from './eventually.test.helper'
import { type UseConversationReturn, useConversation } from './use-conversation'
import { VoiceChatModal, type VoiceChatModalProps } from './voice-chat-modal'

// The real engine (voice-core) with Chromium's fake microphone, the default signed-URL request, a
// real HTTP signer and real mock agents over real sockets, all started by the global setup.

const servers = inject('voiceServers')

function Page(props: Partial<VoiceChatModalProps>) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <Toaster />
      <VoiceChatModal
        agentId="talk-agent"
        supabaseUrl={servers.signerUrl}
        supabaseAnonKey={servers.anonKey}
        conversationOptions={{ useWakeLock: false }}
        {...props}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  )
}

const dialog = () => screen.getByRole('dialog', { name: 'AI Voice Assistant' })
const statusText = () => within(dialog()).getByRole('status').textContent
const actionButton = () => within(dialog()).getByRole('button', { name: /^(Start|End Call)$/ })
const toastDescription = async (title: string) => {
  const heading = await screen.findByText(title, { selector: '[data-title]' })
  return heading.closest('[data-sonner-toast]')?.querySelector('[data-description]')?.textContent
}

afterEach(() => {
  toast.dismiss()
})

/** Every text the polite status region takes, in order, as a screen reader would hear it. */
function announcements(region: HTMLElement): string[] {
  const heard: string[] = []
  const observer = new MutationObserver(() => {
    const text = region.textContent ?? ''
    if (heard.at(-1) !== text) heard.push(text)
  })
  observer.observe(region, { subtree: true, childList: true, characterData: true })
  return heard
}

describe('the voice chat modal on the real engine', () => {
  it('talks to the agent: signed URL, connect, greeting, speaking, transcript, End Call', async () => {
    const before = await commands.agentConnections('talk')
    render(<Page />)
    const heard = announcements(within(dialog()).getByRole('status'))
    await userEvent.click(actionButton())
    expect(await toastDescription('Connected')).toBe(
      'Voice agent is now connected. You can start speaking!',
    )
    expect(await commands.agentConnections('talk')).toBe(before + 1)
    const log = within(dialog()).getByRole('log')
    await eventually(() =>
      expect(
        within(log)
          .getAllByRole('listitem')
          .map((line) => line.textContent),
      ).toEqual([
        'Assistant: Hello from the test agent',
        'You: Can you answer calls after hours?',
        'Assistant: Yes, every call, day and night.',
      ]),
    )
    // The greeting's chime played: the panel said so, then handed the turn back. (A loaded
    // machine may stall playback mid-chime, so only the start and the end are fixed.)
    await eventually(() =>
      expect([heard.includes('Speaking...'), heard.at(-1)]).toEqual([true, 'Listening...']),
    )
    expect(heard.slice(0, 3)).toEqual(['Connecting...', 'Listening...', 'Speaking...'])
    // Chromium's fake microphone beeps (volumes up to about 0.35); the meter rises well past
    // halfway with each beep, where drawn unstretched it stayed under 40.
    const meter = within(dialog()).getByRole('meter', { name: 'Your microphone level' })
    await eventually(() => expect(Number(meter.getAttribute('aria-valuenow'))).toBeGreaterThan(60))

    await userEvent.click(actionButton())
    expect(await toastDescription('Disconnected')).toBe('The voice chat has been ended.')
    expect(statusText()).toBe('Ready to connect')
    expect(await commands.agentSocketClosed('talk', before)).toBe(true)
  })

  it('shows the agent closing on it as an error above the status', async () => {
    // The agent closes 300 ms after it accepts: the test checks that the session reached it rather
    // than trying to catch "Listening..." inside that window, which a busy machine can miss.
    const before = await commands.agentConnections('closing')
    render(<Page agentId="closing-agent" />)
    await userEvent.click(actionButton())
    await eventually(() =>
      expect(within(dialog()).getByRole('alert')).toHaveTextContent('Agent unavailable'),
    )
    expect(statusText()).toBe('Ready to connect')
    expect(await commands.agentConnections('closing')).toBe(before + 1)
  })

  it.each([
    [
      'an agent the signer does not know',
      { agentId: 'unknown-agent' },
      'Voice agent configuration error. Please contact support.',
    ],
    [
      'a wrong anon key',
      { supabaseAnonKey: 'wrong-key' },
      'Voice service configuration error. Please contact support.',
    ],
    [
      'a signer it cannot reach',
      { supabaseUrl: 'http://127.0.0.1:9' },
      'Network error. Please check your connection and try again.',
    ],
  ])('maps %s to plain words', async (_case, props, shown) => {
    render(<Page {...props} />)
    await userEvent.click(actionButton())
    expect(await toastDescription('Connection Failed')).toBe(shown)
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(shown)
  })

  it('abandons the signed-URL request when closed mid-start; nothing reaches the agent', async () => {
    const before = await commands.agentConnections('talk')
    const requests = (await commands.signerRequests()).length
    await commands.holdNextSignerAnswer()
    render(<Page />)
    await userEvent.click(actionButton())
    await eventually(async () => expect(await commands.signerRequests()).toHaveLength(requests + 1))
    await userEvent.keyboard('{Escape}')
    await eventually(async () =>
      expect((await commands.signerRequests()).at(-1)?.abandoned).toBe(true),
    )
    expect(await commands.agentConnections('talk')).toBe(before)
  })

  it('under StrictMode, one press of Start opens exactly one socket', async () => {
    const before = await commands.agentConnections('talk')
    render(
      <StrictMode>
        <Page />
      </StrictMode>,
    )
    await userEvent.click(actionButton())
    await toastDescription('Connected')
    expect(await commands.agentConnections('talk')).toBe(before + 1)
    await userEvent.click(actionButton())
    expect(await commands.agentSocketClosed('talk', before)).toBe(true)
  })
})

/** Starts a session from its mount effect: StrictMode mounts, cleans up and mounts again. */
function AutoStart({ onReady }: { onReady: (conversation: UseConversationReturn) => void }) {
  const conversation = useConversation({
    agentId: 'strict-mode',
    origin: servers.origins.quiet,
    useWakeLock: false,
  })
  const { startSession } = conversation
  useEffect(() => {
    startSession().catch(() => {})
  }, [startSession])
  onReady(conversation)
  return <p>status: {conversation.status}</p>
}

describe('useConversation on the real engine', () => {
  it('starts on mount under StrictMode with exactly one socket at the agent, never an orphan', async () => {
    const before = await commands.agentConnections('quiet')
    let conversation!: UseConversationReturn
    const view = render(
      <StrictMode>
        <AutoStart onReady={(value) => (conversation = value)} />
      </StrictMode>,
    )
    await screen.findByText('status: connected')
    expect(await commands.agentConnections('quiet')).toBe(before + 1)
    expect(conversation.getId()).toMatch(/\S/)
    view.unmount()
    expect(await commands.agentSocketClosed('quiet', before)).toBe(true)
    expect(await commands.agentConnections('quiet')).toBe(before + 1)
  })

  it('follows a real session: status, id, levels, mute, then ends it', async () => {
    const onConnect = vi.fn()
    const onDisconnect = vi.fn()
    const { result } = renderHook(() =>
      useConversation({
        origin: servers.origins.quiet,
        useWakeLock: false,
        onConnect,
        onDisconnect,
      }),
    )
    const before = await commands.agentConnections('quiet')
    const id = await result.current.startSession({ agentId: 'hook-test' })
    await eventually(() => expect(result.current.status).toBe('connected'))
    expect(onConnect).toHaveBeenCalledExactlyOnceWith({ conversationId: id })
    expect(result.current.getId()).toBe(id)
    await eventually(() => expect(result.current.getInputVolume()).toBeGreaterThan(0))
    result.current.setMicMuted(true)
    await eventually(() => expect(result.current.isMuted).toBe(true))
    await result.current.endSession()
    await eventually(() => expect(result.current.status).toBe('disconnected'))
    expect(onDisconnect).toHaveBeenCalledExactlyOnceWith({ reason: 'user' })
    expect(await commands.agentSocketClosed('quiet', before)).toBe(true)
  })
})

import { act, render, renderHook, screen } from '@testing-library/react'
import { StrictMode, useEffect } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ConversationProvider } from './conversation-provider'
import type { ConversationEngine } from './engine'
import { eventually } from './eventually.test.helper'
import { FakeConversation, FakeEngine } from './fake-environment.test.helper'
import { type UseConversationOptions, useConversation } from './use-conversation'

const NO_CONVERSATION = 'No active conversation. Call startSession() first.'

/** Starts a session as soon as it mounts, the classic StrictMode trap. */
function AutoStart({ engine }: { engine: FakeEngine }) {
  const conversation = useConversation({ engine, signedUrl: 'wss://agent.example/signed' })
  const { startSession } = conversation
  useEffect(() => {
    startSession().catch(() => {})
  }, [startSession])
  return <p>{conversation.status}</p>
}

type Heard = (message: unknown) => void

/** A provider child that hands out the shared start. */
function CallButton(props: { onMessage: Heard; expose: (start: () => Promise<string>) => void }) {
  const { startSession } = useConversation({ onMessage: props.onMessage })
  props.expose(startSession)
  return null
}

/** A provider child that shows the shared status. */
function CallStatus({ onMessage }: { onMessage: Heard }) {
  const { status } = useConversation({ onMessage })
  return <p>status: {status}</p>
}

function setup(options: UseConversationOptions = {}) {
  const engine = new FakeEngine()
  const hook = renderHook((props: UseConversationOptions) => useConversation(props), {
    initialProps: { engine, signedUrl: 'wss://agent.example/signed', ...options },
  })
  return { engine, hook, result: hook.result }
}

/** Starts a session and lets the fake agent answer. */
async function connect(
  result: { current: ReturnType<typeof useConversation> },
  engine: FakeEngine,
) {
  let started!: Promise<string>
  act(() => {
    started = result.current.startSession()
  })
  const start = engine.last
  if (!start) throw new Error('The engine was not asked to start.')
  let live!: FakeConversation
  await act(async () => {
    live = start.connect('conv-42')
    await started
  })
  return { live, started, start }
}

describe('useConversation', () => {
  it('walks through connecting, connected and disconnected, calling every callback', async () => {
    const onConnect = vi.fn()
    const onDisconnect = vi.fn()
    const onStatusChange = vi.fn()
    const onMessage = vi.fn()
    const { engine, result } = setup({ onConnect, onDisconnect, onStatusChange, onMessage })
    expect(result.current.status).toBe('disconnected')

    act(() => {
      void result.current.startSession()
    })
    expect(result.current.status).toBe('connecting')
    const start = engine.last
    expect(start?.options.signedUrl).toBe('wss://agent.example/signed')
    expect(start?.options.signal).toBeInstanceOf(AbortSignal)

    let live!: FakeConversation
    await act(async () => {
      live = start?.connect('conv-42') as FakeConversation
    })
    expect(result.current.status).toBe('connected')
    expect(onConnect).toHaveBeenCalledExactlyOnceWith({ conversationId: 'conv-42' })
    expect(result.current.getId()).toBe('conv-42')

    act(() => live.say('ai', 'Hello there'))
    expect(onMessage).toHaveBeenCalledWith({ source: 'ai', role: 'agent', message: 'Hello there' })

    await act(() => result.current.endSession())
    expect(live.ended).toBe(true)
    expect(result.current.status).toBe('disconnected')
    expect(onDisconnect).toHaveBeenCalledExactlyOnceWith({ reason: 'user' })
    expect(onStatusChange.mock.calls.map(([{ status }]) => status)).toEqual([
      'connecting',
      'connected',
      'disconnecting',
      'disconnected',
    ])
  })

  it('returns the names of @elevenlabs/react 1.15.2 useConversation, so switching is an import', () => {
    const { result } = setup()
    // Copied from that version's type declarations; multimodal messages, file uploads and MCP
    // approvals are the three it has that the engine does not (see the README).
    const theirs = [
      'startSession',
      'endSession',
      'status',
      'message',
      'isMuted',
      'setMuted',
      'mode',
      'isSpeaking',
      'isListening',
      'canSendFeedback',
      'sendFeedback',
      'sendUserMessage',
      'sendContextualUpdate',
      'sendUserActivity',
      'setVolume',
      'changeInputDevice',
      'changeOutputDevice',
      'getInputByteFrequencyData',
      'getOutputByteFrequencyData',
      'getInputVolume',
      'getOutputVolume',
      'getId',
    ]
    expect(Object.keys(result.current)).toEqual(expect.arrayContaining(theirs))
  })

  it('resolves startSession with the conversation id, and a second call joins the same session', async () => {
    const { engine, result } = setup()
    const { started } = await connect(result, engine)
    await expect(started).resolves.toBe('conv-42')
    await expect(result.current.startSession()).resolves.toBe('conv-42')
    expect(engine.starts).toHaveLength(1)
  })

  it('follows mode, feedback, mute and volume', async () => {
    const { engine, result } = setup()
    const { live } = await connect(result, engine)
    expect(result.current.isListening).toBe(true)

    act(() => live.setMode('speaking'))
    expect(result.current).toMatchObject({ mode: 'speaking', isSpeaking: true, isListening: false })

    act(() => live.options.onCanSendFeedbackChange?.({ canSendFeedback: true }))
    expect(result.current.canSendFeedback).toBe(true)
    act(() => result.current.sendFeedback(true))
    act(() => result.current.sendFeedback(false, 7))
    expect(live.feedback).toEqual([
      { like: true, eventId: undefined },
      { like: false, eventId: 7 },
    ])

    act(() => result.current.setMicMuted(true))
    expect(live.muted).toBe(true)
    expect(result.current).toMatchObject({ isMuted: true, micMuted: true })
    act(() => result.current.setMuted(false))
    expect(result.current.micMuted).toBe(false)

    act(() => result.current.setVolume({ volume: 0.25 }))
    expect(live.volume).toBe(0.25)
    expect(result.current.getInputVolume()).toBe(0.24)
    expect(result.current.getOutputVolume()).toBe(0.16)
    expect(result.current.getStats()?.connectMs).toBe(12)
  })

  it('sends messages only through a live session, and says so otherwise', async () => {
    const { engine, result } = setup()
    expect(() => result.current.getId()).toThrow(NO_CONVERSATION)
    expect(() => result.current.sendUserMessage('hi')).toThrow(NO_CONVERSATION)
    expect(() => result.current.sendContextualUpdate('page: pricing')).toThrow(NO_CONVERSATION)
    expect(() => result.current.sendUserActivity()).toThrow(NO_CONVERSATION)
    await expect(result.current.changeInputDevice({})).rejects.toThrow(NO_CONVERSATION)
    expect(result.current.getInputVolume()).toBe(0)
    expect(result.current.getOutputByteFrequencyData()).toHaveLength(0)
    expect(result.current.getStats()).toBeUndefined()

    const { live } = await connect(result, engine)
    result.current.sendUserMessage('hi')
    result.current.sendContextualUpdate('page: pricing')
    result.current.sendUserActivity()
    expect(live.sent).toEqual([
      { type: 'user_message', text: 'hi' },
      { type: 'contextual_update', text: 'page: pricing' },
      { type: 'user_activity' },
    ])
  })

  it('applies mute and volume chosen before the call when it connects', async () => {
    const { engine, result } = setup()
    act(() => {
      result.current.setMuted(true)
      result.current.setVolume({ volume: 0.5 })
    })
    const { live } = await connect(result, engine)
    expect(live).toMatchObject({ muted: true, volume: 0.5 })
  })

  it('applies the controlled micMuted and volume options', async () => {
    const { engine, hook, result } = setup({ micMuted: true, volume: 0.3 })
    const { live } = await connect(result, engine)
    expect(live).toMatchObject({ muted: true, volume: 0.3 })
    expect(result.current.isMuted).toBe(true)
    hook.rerender({ engine, signedUrl: 'wss://x', micMuted: false, volume: 0.9 })
    expect(live).toMatchObject({ muted: false, volume: 0.9 })
    expect(result.current.isMuted).toBe(false)
  })

  it("reads 'error' after a failed start, keeps it as message and rejects with its error", async () => {
    const { engine, result } = setup()
    let started!: Promise<string>
    act(() => {
      started = result.current.startSession()
    })
    const failure = new Error('The connection was closed by the server.')
    await act(async () => {
      engine.last?.fail(failure)
      await started.catch(() => {})
    })
    await expect(started).rejects.toBe(failure)
    expect(result.current).toMatchObject({
      status: 'error',
      message: 'The connection was closed by the server.',
    })
  })

  it("keeps errors the service reports as message, and reads 'error' after an error end", async () => {
    const { engine, result } = setup()
    const { live } = await connect(result, engine)
    act(() => live.reportError('Quota reached'))
    expect(result.current).toMatchObject({ status: 'connected', message: 'Quota reached' })
    act(() =>
      live.drop({
        reason: 'error',
        message: 'The connection was closed due to a socket error.',
        context: { type: 'error' },
      }),
    )
    expect(result.current).toMatchObject({
      status: 'error',
      message: 'The connection was closed due to a socket error.',
    })
  })

  it('fetches a signed URL for the agent first, with the start signal', async () => {
    const getSignedUrl = vi.fn(async () => 'wss://agent.example/from-backend')
    const { engine, result } = setup({ signedUrl: undefined, agentId: 'demo-agent', getSignedUrl })
    act(() => {
      void result.current.startSession()
    })
    await eventually(() => expect(engine.starts).toHaveLength(1))
    expect(getSignedUrl).toHaveBeenCalledExactlyOnceWith('demo-agent', {
      signal: engine.last?.options.signal,
    })
    expect(engine.last?.options.signedUrl).toBe('wss://agent.example/from-backend')
  })

  it('unlocks the speaker synchronously, before the signed-URL request is awaited', async () => {
    const getSignedUrl = vi.fn(async () => 'wss://agent.example/from-backend')
    const { engine, result } = setup({ signedUrl: undefined, agentId: 'demo-agent', getSignedUrl })
    const urlRequestsAtUnlock: number[] = []
    engine.onUnlock = () => urlRequestsAtUnlock.push(getSignedUrl.mock.calls.length)
    act(() => {
      void result.current.startSession()
      expect(engine.unlocks).toBe(1)
    })
    expect(urlRequestsAtUnlock).toEqual([0])
    await eventually(() => expect(engine.starts).toHaveLength(1))
  })

  it('cancels a pending signed-URL request on endSession, and never starts the engine', async () => {
    let seen: AbortSignal | undefined
    const getSignedUrl = (_agentId: string, { signal }: { signal: AbortSignal }) => {
      seen = signal
      return new Promise<string>((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason)),
      )
    }
    const { engine, result } = setup({ signedUrl: undefined, agentId: 'demo-agent', getSignedUrl })
    let started!: Promise<string>
    act(() => {
      started = result.current.startSession()
    })
    await act(() => result.current.endSession())
    expect(seen?.aborted).toBe(true)
    await expect(started).rejects.toMatchObject({ name: 'AbortError' })
    expect(engine.starts).toHaveLength(0)
    expect(result.current).toMatchObject({ status: 'disconnected', message: undefined })
  })

  it('aborts an engine start on endSession: no connect, no session', async () => {
    const onConnect = vi.fn()
    const { engine, result } = setup({ onConnect })
    let started!: Promise<string>
    act(() => {
      started = result.current.startSession()
    })
    await act(() => result.current.endSession())
    await expect(started).rejects.toMatchObject({ name: 'AbortError' })
    expect(engine.last?.aborted).toBe(true)
    expect(onConnect).not.toHaveBeenCalled()
    expect(result.current.status).toBe('disconnected')
  })

  it('ends a session that an engine finished despite the abort', async () => {
    let finish!: () => void
    const late = new FakeConversation({}, 'conv-late')
    const stubborn: ConversationEngine = {
      startSession: () => new Promise((resolve) => (finish = () => resolve(late))),
    }
    const { result } = setup({ engine: stubborn })
    let started!: Promise<string>
    act(() => {
      started = result.current.startSession()
    })
    await act(() => result.current.endSession())
    await act(async () => {
      finish()
      await started.catch(() => {})
    })
    await expect(started).rejects.toMatchObject({ name: 'AbortError' })
    expect(late.ended).toBe(true)
    expect(result.current.status).toBe('disconnected')
  })

  it('tells onConnect first when the engine replays early events before its start resolves', async () => {
    const heard: string[] = []
    const early: ConversationEngine = {
      startSession: async (options) => {
        const conversation = new FakeConversation(options, 'conv-early')
        options.onStatusChange?.({ status: 'connected' })
        options.onConnect?.({ conversationId: 'conv-early' })
        options.onMessage?.({ source: 'ai', role: 'agent', message: 'Hello' })
        options.onError?.('A frame was not JSON.')
        return conversation
      },
    }
    const { result } = setup({
      engine: early,
      onConnect: ({ conversationId }) => heard.push(`connect ${conversationId}`),
      onMessage: ({ message }) => heard.push(`message ${message}`),
      onError: (message) => heard.push(`error ${message}`),
    })
    await act(() => result.current.startSession())
    expect(heard).toEqual(['connect conv-early', 'message Hello', 'error A frame was not JSON.'])
    expect(result.current).toMatchObject({ status: 'connected', message: 'A frame was not JSON.' })
  })

  it('does not show a session as connected when it ended before its start resolved', async () => {
    const onConnect = vi.fn()
    const closing: ConversationEngine = {
      startSession: async (options) => {
        const conversation = new FakeConversation(options, 'conv-short')
        options.onConnect?.({ conversationId: 'conv-short' })
        conversation.drop({ reason: 'agent' })
        return conversation
      },
    }
    const { result } = setup({ engine: closing, onConnect })
    await expect(act(() => result.current.startSession())).resolves.toBe('conv-short')
    expect(onConnect).toHaveBeenCalledExactlyOnceWith({ conversationId: 'conv-short' })
    expect(result.current.status).toBe('disconnected')
    expect(() => result.current.getId()).toThrow(NO_CONVERSATION)
  })

  it('ends the live session when the component unmounts', async () => {
    const { engine, hook, result } = setup()
    const { live } = await connect(result, engine)
    hook.unmount()
    expect(live.ended).toBe(true)
  })

  it('aborts a start still under way when the component unmounts', () => {
    const { engine, hook, result } = setup()
    act(() => {
      result.current.startSession().catch(() => {})
    })
    hook.unmount()
    expect(engine.last?.aborted).toBe(true)
  })

  it('leaves exactly one session under StrictMode when a start runs on mount', async () => {
    const engine = new FakeEngine()
    render(
      <StrictMode>
        <AutoStart engine={engine} />
      </StrictMode>,
    )
    expect(engine.starts).toHaveLength(2)
    expect(engine.starts[0]?.aborted).toBe(true)
    expect(engine.starts[1]?.aborted).toBe(false)
    await act(async () => {
      engine.starts[1]?.connect()
    })
    expect(screen.getByText('connected')).toBeTruthy()
  })

  it('drops late callbacks of a session that a newer one replaced', async () => {
    const onMessage = vi.fn()
    const { engine, result } = setup({ onMessage })
    const { live: first } = await connect(result, engine)
    // The old session keeps its options object; the store must not let it speak any more.
    await act(() => result.current.endSession())
    act(() => {
      void result.current.startSession()
    })
    act(() => {
      first.setMode('speaking')
      first.say('ai', 'from the old session')
    })
    expect(onMessage).not.toHaveBeenCalled()
    expect(result.current).toMatchObject({ status: 'connecting', mode: 'listening' })
  })
})

describe('ConversationProvider', () => {
  it('shares one session between hooks, and every hook hears it', async () => {
    const engine = new FakeEngine()
    const heardByButton = vi.fn()
    const heardByStatus = vi.fn()
    let start!: () => Promise<string>
    const expose = (startSession: () => Promise<string>) => {
      start = startSession
    }
    const view = render(
      <ConversationProvider engine={engine} signedUrl="wss://agent.example/signed">
        <CallButton onMessage={heardByButton} expose={expose} />
        <CallStatus onMessage={heardByStatus} />
      </ConversationProvider>,
    )
    act(() => {
      void start()
    })
    expect(screen.getByText('status: connecting')).toBeTruthy()
    let live!: FakeConversation
    await act(async () => {
      live = engine.last?.connect() as FakeConversation
    })
    expect(screen.getByText('status: connected')).toBeTruthy()
    act(() => live.say('user', 'Hi'))
    expect(heardByButton).toHaveBeenCalledOnce()
    expect(heardByStatus).toHaveBeenCalledOnce()
    expect(engine.starts).toHaveLength(1)
    view.unmount()
    expect(live.ended).toBe(true)
  })
})

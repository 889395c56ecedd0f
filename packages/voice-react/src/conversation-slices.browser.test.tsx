import { act, render, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { ConversationProvider } from './conversation-provider'
import {
  useConversationClientTool,
  useConversationControls,
  useConversationFeedback,
  useConversationInput,
  useConversationMode,
  useConversationStatus,
  useRawConversation,
} from './conversation-slices'
import { type FakeConversation, FakeEngine } from './fake-environment.test.helper'

const SIGNED = 'wss://agent.example/signed'

/** How often each probe rendered; a probe shows one hook's slice. */
type Renders = Record<'status' | 'mode' | 'input' | 'feedback' | 'controls', number>

function Probes({ renders }: { renders: Renders }) {
  return (
    <>
      <StatusProbe renders={renders} />
      <ModeProbe renders={renders} />
      <InputProbe renders={renders} />
      <FeedbackProbe renders={renders} />
      <ControlsProbe renders={renders} />
    </>
  )
}

function StatusProbe({ renders }: { renders: Renders }) {
  renders.status++
  const { status, message } = useConversationStatus()
  return (
    <p data-testid="status">
      {status}
      {message ? `: ${message}` : ''}
    </p>
  )
}

function ModeProbe({ renders }: { renders: Renders }) {
  renders.mode++
  const { mode, isSpeaking } = useConversationMode()
  return <p data-testid="mode">{`${mode} ${isSpeaking}`}</p>
}

function InputProbe({ renders }: { renders: Renders }) {
  renders.input++
  const { isMuted, setMuted } = useConversationInput()
  return (
    <button type="button" onClick={() => setMuted(!isMuted)}>
      {isMuted ? 'Unmute' : 'Mute'}
    </button>
  )
}

function FeedbackProbe({ renders }: { renders: Renders }) {
  renders.feedback++
  const { canSendFeedback, sendFeedback } = useConversationFeedback()
  return (
    <>
      <button type="button" disabled={!canSendFeedback} onClick={() => sendFeedback(true)}>
        Like
      </button>
      <button type="button" onClick={() => sendFeedback(null)}>
        Clear rating
      </button>
    </>
  )
}

function ControlsProbe({ renders }: { renders: Renders }) {
  renders.controls++
  const { startSession, endSession } = useConversationControls()
  return (
    <>
      <button type="button" onClick={() => void startSession().catch(() => {})}>
        Start
      </button>
      <button type="button" onClick={() => void endSession()}>
        End
      </button>
    </>
  )
}

function setup() {
  const engine = new FakeEngine()
  const renders: Renders = { status: 0, mode: 0, input: 0, feedback: 0, controls: 0 }
  render(
    <ConversationProvider engine={engine} signedUrl={SIGNED}>
      <Probes renders={renders} />
    </ConversationProvider>,
  )
  /** Renders since the last call, per probe. */
  const since = () => {
    const counted = { ...renders }
    for (const key of Object.keys(renders) as (keyof Renders)[]) renders[key] = 0
    return counted
  }
  return { engine, since }
}

async function connect(engine: FakeEngine): Promise<FakeConversation> {
  act(() => screen.getByRole('button', { name: 'Start' }).click())
  const start = engine.last
  if (!start) throw new Error('The engine was not asked to start.')
  let live!: FakeConversation
  await act(async () => {
    live = start.connect('conv-7')
  })
  return live
}

const none: Renders = { status: 0, mode: 0, input: 0, feedback: 0, controls: 0 }

describe('the granular hooks', () => {
  it('re-render only the component whose slice changed', async () => {
    const { engine, since } = setup()
    expect(since()).toEqual({ ...none, status: 1, mode: 1, input: 1, feedback: 1, controls: 1 })

    const live = await connect(engine)
    expect(screen.getByTestId('status').textContent).toBe('connected')
    // connecting, then connected: the status probe alone.
    expect(since()).toEqual({ ...none, status: 2 })

    act(() => live.setMode('speaking'))
    expect(screen.getByTestId('mode').textContent).toBe('speaking true')
    expect(since()).toEqual({ ...none, mode: 1 })

    act(() => screen.getByRole('button', { name: 'Mute' }).click())
    expect(live.muted).toBe(true)
    expect(since()).toEqual({ ...none, input: 1 })

    act(() => live.options.onCanSendFeedbackChange?.({ canSendFeedback: true }))
    expect(since()).toEqual({ ...none, feedback: 1 })
    act(() => screen.getByRole('button', { name: 'Like' }).click())
    act(() => screen.getByRole('button', { name: 'Clear rating' }).click())
    expect(live.feedback).toEqual([
      { like: true, eventId: undefined },
      { like: null, eventId: undefined },
    ])
    // An error the service reports mid-call: the message changes, the status stays connected.
    act(() => live.reportError('Quota exceeded'))
    expect(screen.getByTestId('status').textContent).toBe('connected: Quota exceeded')
    expect(since()).toEqual({ ...none, status: 1 })

    // Ended by the visitor: not an error, though the latest message stays readable.
    await act(async () => screen.getByRole('button', { name: 'End' }).click())
    expect(screen.getByTestId('status').textContent).toBe('disconnected: Quota exceeded')
    expect(screen.getByTestId('mode').textContent).toBe('listening false')
    expect(since().controls).toBe(0)
  })

  it("reports 'error' once a start fails, and a new start clears it", async () => {
    const { engine } = setup()
    act(() => screen.getByRole('button', { name: 'Start' }).click())
    await act(async () => engine.last?.fail(new Error('Agent not found')))
    expect(screen.getByTestId('status').textContent).toBe('error: Agent not found')

    act(() => screen.getByRole('button', { name: 'Start' }).click())
    expect(screen.getByTestId('status').textContent).toBe('connecting')
    await act(async () => {
      engine.last?.connect('conv-8')
    })
    expect(screen.getByTestId('status').textContent).toBe('connected')
  })

  it("reports 'error' when the session ends with an error", async () => {
    const { engine } = setup()
    const live = await connect(engine)
    act(() =>
      live.drop({
        reason: 'error',
        message: 'The connection was closed due to a socket error.',
        context: { type: 'error' },
      }),
    )
    expect(screen.getByTestId('status').textContent).toBe(
      'error: The connection was closed due to a socket error.',
    )
  })

  it('refuses to run outside a ConversationProvider, naming the hook', () => {
    expect(() => renderHook(() => useConversationStatus())).toThrow(
      'useConversationStatus must be used within a ConversationProvider',
    )
    expect(() => renderHook(() => useConversationControls())).toThrow(
      'useConversationControls must be used within a ConversationProvider',
    )
  })
})

describe('useRawConversation', () => {
  it("is the live session's object from connect to end, and null outside a provider", async () => {
    const engine = new FakeEngine()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ConversationProvider engine={engine} signedUrl={SIGNED}>
        {children}
      </ConversationProvider>
    )
    const { result } = renderHook(
      () => ({ raw: useRawConversation(), controls: useConversationControls() }),
      { wrapper },
    )
    expect(result.current.raw).toBeNull()
    let live!: FakeConversation
    act(() => void result.current.controls.startSession())
    await act(async () => {
      live = engine.last?.connect('conv-9') as FakeConversation
    })
    expect(result.current.raw).toBe(live)
    await act(() => result.current.controls.endSession())
    expect(result.current.raw).toBeNull()
    expect(renderHook(() => useRawConversation()).result.current).toBeNull()
  })
})

type WeatherTools = { get_weather: (params: { city: string }) => string }

/** Registers the weather tool; its answer ends with `suffix`. */
function Weather({ suffix }: { suffix: string }) {
  useConversationClientTool<WeatherTools, 'get_weather'>(
    'get_weather',
    ({ city }) => `Sunny in ${city}${suffix}`,
  )
  return null
}

describe('useConversationClientTool', () => {
  it('reaches the session with the latest handler, and leaves it on unmount', async () => {
    const engine = new FakeEngine()
    const tree = (children: ReactNode) => (
      <ConversationProvider engine={engine} signedUrl={SIGNED}>
        {children}
        <ControlsProbe renders={{ ...none }} />
      </ConversationProvider>
    )
    const { rerender } = render(tree(<Weather suffix="." />))
    const live = await connect(engine)
    const tools = live.options.clientTools ?? {}
    expect(await tools.get_weather?.({ city: 'Perth' })).toBe('Sunny in Perth.')
    rerender(tree(<Weather suffix="!" />))
    expect(await tools.get_weather?.({ city: 'Perth' })).toBe('Sunny in Perth!')
    rerender(tree(null))
    expect(tools.get_weather).toBeUndefined()
  })

  it('fails the start when the options hold a tool of the same name', async () => {
    const engine = new FakeEngine()
    render(
      <ConversationProvider
        engine={engine}
        signedUrl={SIGNED}
        clientTools={{ get_weather: () => 'from the options' }}
      >
        <Weather suffix="." />
        <StatusProbe renders={{ ...none }} />
        <ControlsProbe renders={{ ...none }} />
      </ConversationProvider>,
    )
    await act(async () => screen.getByRole('button', { name: 'Start' }).click())
    expect(engine.starts).toHaveLength(0)
    expect(screen.getByTestId('status').textContent).toBe(
      'error: Client tool "get_weather" is both in the options and registered by a hook.',
    )
  })
})

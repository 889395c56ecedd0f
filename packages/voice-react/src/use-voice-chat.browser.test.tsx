import { Toaster, toast } from '@org/ui'
import { act, render, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { eventually } from './eventually.test.helper'
import { FakeEngine, fakeMicrophone } from './fake-environment.test.helper'
import { useVoiceChat } from './use-voice-chat'

function setup() {
  render(<Toaster />)
  const engine = new FakeEngine()
  const microphone = fakeMicrophone({ state: 'granted' })
  const hook = renderHook(() =>
    useVoiceChat({
      agentId: 'demo-agent',
      getSignedUrl: async () => 'wss://agent.example/signed',
      conversationOptions: { dynamicVariables: { page: 'pricing' } },
      environment: { engine, microphone: microphone.apis },
    }),
  )
  return { engine, microphone, result: hook.result }
}

afterEach(() => {
  toast.dismiss()
})

describe('useVoiceChat', () => {
  it('starts once however often Start is pressed, with the extra session options', async () => {
    const { engine, microphone, result } = setup()
    await act(async () => {
      void result.current.start()
      void result.current.start()
    })
    await eventually(() => expect(engine.starts).toHaveLength(1))
    expect(microphone.record.requests).toBe(1)
    expect(engine.last?.options.dynamicVariables).toEqual({ page: 'pricing' })
    expect(result.current).toMatchObject({ phase: 'connecting', connecting: true })
    await act(async () => {
      engine.last?.connect()
    })
    expect(result.current).toMatchObject({ phase: 'listening', connecting: false })
    await act(() => result.current.start())
    expect(engine.starts).toHaveLength(1)
  })

  it('unlocks the speaker inside the tap, before the microphone probe is awaited', async () => {
    const { engine, microphone, result } = setup()
    const seen: number[] = []
    engine.onUnlock = () => seen.push(microphone.record.requests)
    let pending: Promise<void> | undefined
    act(() => {
      // Synchronously after the press: nothing awaited yet, and the speaker already unlocked.
      pending = result.current.start()
      expect(engine.unlocks).toBe(1)
    })
    expect(seen).toEqual([0])
    await eventually(() => expect(engine.starts).toHaveLength(1))
    await act(async () => {
      engine.last?.connect()
      await pending
    })
  })

  it('leaves the speaker alone for a text-only chat', async () => {
    const engine = new FakeEngine()
    const microphone = fakeMicrophone({ state: 'granted' })
    const { result } = renderHook(() =>
      useVoiceChat({
        agentId: 'demo-agent',
        getSignedUrl: async () => 'wss://agent.example/signed',
        conversationOptions: { textOnly: true },
        environment: { engine, microphone: microphone.apis },
      }),
    )
    await act(async () => {
      void result.current.start()
    })
    await eventually(() => expect(engine.starts).toHaveLength(1))
    expect(engine.unlocks).toBe(0)
  })

  it('releases the unlocked speaker when the microphone is refused or the signed URL fails', async () => {
    const engine = new FakeEngine()
    const denied = fakeMicrophone({ state: 'prompt', answer: 'NotAllowedError' })
    const refused = renderHook(() =>
      useVoiceChat({
        agentId: 'demo-agent',
        getSignedUrl: async () => 'wss://agent.example/signed',
        environment: { engine, microphone: denied.apis },
      }),
    )
    await act(() => refused.result.current.start())
    expect(engine).toMatchObject({ unlocks: 1, releases: 1, starts: [] })

    const granted = fakeMicrophone({ state: 'granted' })
    const failing = renderHook(() =>
      useVoiceChat({
        agentId: 'demo-agent',
        getSignedUrl: async () => {
          throw new Error('Server error: Voice service unavailable')
        },
        environment: { engine, microphone: granted.apis },
      }),
    )
    await act(() => failing.result.current.start())
    expect(failing.result.current.error).toBe('Server error: Voice service unavailable')
    expect(engine.starts).toEqual([])
    expect(engine.releases).toBeGreaterThanOrEqual(2)
  })

  it('takes a new start after a failed one', async () => {
    const { engine, result } = setup()
    await act(async () => {
      void result.current.start()
    })
    await eventually(() => expect(engine.starts).toHaveLength(1))
    await act(async () => engine.last?.fail(new Error('Invalid format')))
    expect(result.current).toMatchObject({ phase: 'ready', error: 'Invalid format' })
    await act(async () => {
      void result.current.start()
    })
    await eventually(() => expect(engine.starts).toHaveLength(2))
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { Conversation } from './conversation'
import { eventually } from './eventually.test.helper'
import { deferred, type FakeTrack, fakeStream, stubAudio } from './fake-audio.test.helper'
import { callbacks, connect, fakeSockets } from './fake-socket.test.helper'
import type { SessionOptions } from './options'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** Every callback that fired, by name, in order. */
function fired(on: ReturnType<typeof callbacks>): string[] {
  return Object.entries(on)
    .flatMap(([name, spy]) => spy.mock.invocationCallOrder.map((order) => [order, name] as const))
    .sort(([a], [b]) => a - b)
    .map(([, name]) => name)
}

/** Starts a session on fake sockets with every callback spied on and a signal to abort it. */
function begin(extra: Partial<SessionOptions> = {}) {
  const fake = fakeSockets()
  const on = callbacks()
  const controller = new AbortController()
  const started = Conversation.startSession({
    agentId: 'agent_1',
    textOnly: true,
    useWakeLock: false,
    WebSocket: fake.Socket,
    signal: controller.signal,
    ...on,
    ...extra,
  })
  // Read the outcome now, so an early rejection is never reported as unhandled.
  const outcome = started.then(
    () => 'resolved' as const,
    (error: unknown) => error,
  )
  return { fake, on, controller, started, outcome }
}

/** What a start reports at once, before anything can be aborted. */
const STARTED = ['onStatusChange', 'onCanSendFeedbackChange']

const isAbortError = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError'

describe('aborting startSession', () => {
  it('rejects an already-aborted signal with its reason before anything opens', async () => {
    const getUserMedia = vi.fn()
    vi.stubGlobal('navigator', { userAgent: 'test', mediaDevices: { getUserMedia } })
    const controller = new AbortController()
    const reason = new Error('Closed before it opened')
    controller.abort(reason)
    const fake = fakeSockets()
    const on = callbacks()
    await expect(
      Conversation.startSession({
        agentId: 'a',
        WebSocket: fake.Socket,
        signal: controller.signal,
        ...on,
      }),
    ).rejects.toBe(reason)
    expect(fake.sockets).toHaveLength(0)
    expect(getUserMedia).not.toHaveBeenCalled()
    expect(fired(on)).toEqual([])
  })

  it('during the connection delay: rejects at once with an AbortError and never connects', async () => {
    vi.useFakeTimers()
    const { fake, on, controller, outcome } = begin({ connectionDelay: { default: 3000 } })
    await vi.advanceTimersByTimeAsync(10)
    controller.abort()
    expect(isAbortError(await outcome)).toBe(true)
    await vi.advanceTimersByTimeAsync(5000)
    expect(fake.sockets).toHaveLength(0)
    expect(fired(on)).toEqual(STARTED)
  })

  it('during the microphone request: stops the microphone when it opens too late', async () => {
    const microphone = deferred<MediaStream>()
    const audio = stubAudio({ microphone: () => microphone.promise })
    const { fake, on, controller, outcome } = begin({ textOnly: false })
    await eventually(() => expect(audio.getUserMedia).toHaveBeenCalled())
    controller.abort()
    expect(isAbortError(await outcome)).toBe(true)
    const { stream, track } = fakeStream()
    microphone.resolve(stream)
    await eventually(() => expect(track.stop).toHaveBeenCalled())
    expect(fake.sockets).toHaveLength(0)
    // The speaker's context, made at once for iOS, is closed with the rest.
    expect(audio.contexts.map((context) => context.state)).toEqual(['closed'])
    expect(fired(on)).toEqual(STARTED)
  })

  it('while the socket opens: closes it at once and removes every listener', async () => {
    const { fake, on, controller, outcome } = begin()
    const socket = await fake.next()
    controller.abort('unmounted')
    expect(await outcome).toBe('unmounted')
    expect(socket.closedWith).toEqual({ code: 1000, reason: 'User ended conversation' })
    expect(socket.listenerCount).toBe(0)
    expect(fired(on)).toEqual(STARTED)
  })

  it('while waiting for the metadata: closes the socket, and late metadata starts nothing', async () => {
    const { fake, on, controller, outcome } = begin()
    const socket = await fake.next()
    socket.open()
    expect(socket.messages[0]?.type).toBe('conversation_initiation_client_data')
    controller.abort()
    expect(isAbortError(await outcome)).toBe(true)
    expect(socket.closedWith?.code).toBe(1000)
    socket.metadata()
    socket.server('agent_response', 'agent_response_event', { agent_response: 'Hi' })
    expect(fired(on)).toEqual(STARTED)
  })

  it('while the worklets load: releases socket, microphone, contexts and wake lock at once', async () => {
    const worklets = deferred()
    const audio = stubAudio({ addModule: () => worklets.promise })
    const release = vi.fn(() => Promise.resolve())
    const lock = { request: vi.fn(() => Promise.resolve({ release })) }
    Object.assign(globalThis.navigator, { wakeLock: lock })
    const { fake, on, controller, outcome } = begin({ textOnly: false, useWakeLock: true })
    const socket = await fake.next()
    socket.open()
    socket.metadata()
    await eventually(() => expect(audio.contexts).toHaveLength(2))
    controller.abort()
    expect(isAbortError(await outcome)).toBe(true)
    // Released before the pending worklet loads settle.
    expect(socket.closedWith).toEqual({ code: 1000, reason: 'User ended conversation' })
    expect(audio.tracks().map((track: FakeTrack) => track.readyState)).toEqual(['ended'])
    expect(audio.contexts.map((context) => context.state)).toEqual(['closed', 'closed'])
    expect(release).toHaveBeenCalledTimes(1)
    worklets.resolve()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(fired(on)).toEqual(STARTED)
  })

  it('after the start resolved: does nothing', async () => {
    const controller = new AbortController()
    const { conversation, socket, on } = await connect({ signal: controller.signal })
    controller.abort()
    expect(conversation.isOpen()).toBe(true)
    expect(socket.closedWith).toBeUndefined()
    expect(on.onDisconnect).not.toHaveBeenCalled()
    await conversation.endSession()
    expect(on.onDisconnect).toHaveBeenCalledExactlyOnceWith({ reason: 'user' })
  })

  it('mount, cleanup, mount (React StrictMode) leaves exactly one session', async () => {
    const first = begin()
    first.controller.abort()
    const second = begin({ WebSocket: first.fake.Socket })
    expect(isAbortError(await first.outcome)).toBe(true)
    const socket = await first.fake.next()
    socket.open()
    socket.metadata()
    const conversation = await second.started
    expect(first.fake.sockets).toEqual([socket])
    expect(conversation.isOpen()).toBe(true)
    expect(fired(first.on)).toEqual(STARTED)
    expect(second.on.onConnect).toHaveBeenCalledTimes(1)
    await conversation.endSession()
  })
})

describe('the order of the start', () => {
  it('asks for the microphone before it makes any audio context', async () => {
    let contextsWhenAsked: number | undefined
    const audio = stubAudio({
      microphone: async () => {
        contextsWhenAsked = audio.contexts.length
        return fakeStream().stream
      },
    })
    const { fake, controller, outcome } = begin({ textOnly: false })
    await fake.next()
    expect(contextsWhenAsked).toBe(0)
    expect(audio.contexts.length).toBeGreaterThan(0)
    controller.abort()
    expect(isAbortError(await outcome)).toBe(true)
  })

  it('asks for the microphone and opens the socket without waiting for the wake lock', async () => {
    const audio = stubAudio()
    const lock = deferred<{ release: () => Promise<void> }>()
    const release = vi.fn(() => Promise.resolve())
    Object.assign(globalThis.navigator, { wakeLock: { request: () => lock.promise } })
    const { fake, on, started } = begin({ textOnly: false, useWakeLock: true })
    const socket = await fake.next()
    expect(audio.getUserMedia).toHaveBeenCalledTimes(1)
    socket.open()
    socket.metadata()
    // Connected only once the lock's answer is in, so the session holds it and can release it.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(on.onConnect).not.toHaveBeenCalled()
    lock.resolve({ release })
    const conversation = await started
    expect(on.onConnect).toHaveBeenCalledTimes(1)
    expect(release).not.toHaveBeenCalled()
    await conversation.endSession()
    expect(release).toHaveBeenCalledTimes(1)
  })
})

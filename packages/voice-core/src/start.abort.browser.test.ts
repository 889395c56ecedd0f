import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { commands } from 'vitest/browser'
import type { AgentName } from './browser.test.agents'
import { Conversation } from './conversation'
import { eventually } from './eventually.test.helper'
import type { SessionOptions } from './options'

const agents = inject('agents')
const isAbortError = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** Records every microphone stream and AudioContext the page opens. */
function watchAudio() {
  const streams: MediaStream[] = []
  const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices)
  vi.spyOn(navigator.mediaDevices, 'getUserMedia').mockImplementation(async (constraints) => {
    const stream = await getUserMedia(constraints)
    streams.push(stream)
    return stream
  })
  const contexts: AudioContext[] = []
  vi.stubGlobal(
    'AudioContext',
    class extends AudioContext {
      constructor(options?: AudioContextOptions) {
        super(options)
        contexts.push(this)
      }
    },
  )
  const liveTracks = () =>
    streams.flatMap((stream) => stream.getTracks()).filter((track) => track.readyState === 'live')
  return { streams, contexts, liveTracks }
}

function start(agent: AgentName, agentId: string, extra: Partial<SessionOptions> = {}) {
  return Conversation.startSession({ agentId, origin: agents[agent], useWakeLock: false, ...extra })
}

describe('aborting startSession in Chromium', () => {
  it('while waiting for the metadata: the agent sees the socket close, no track stays live', async () => {
    const audio = watchAudio()
    const controller = new AbortController()
    const onStatusChange = vi.fn()
    const started = start('silent', 'abort-metadata', {
      signal: controller.signal,
      onStatusChange,
    })
    const outcome = started.catch((error: unknown) => error)
    await eventually(async () => {
      const [connection] = await commands.agentConnections('silent', 'abort-metadata')
      expect(connection?.messages).toEqual(['conversation_initiation_client_data'])
    })
    expect(audio.liveTracks()).toHaveLength(1)
    controller.abort()
    expect(isAbortError(await outcome)).toBe(true)
    expect(audio.liveTracks()).toEqual([])
    expect(await commands.agentClosed('silent', 'abort-metadata')).toEqual({
      code: 1000,
      reason: 'User ended conversation',
    })
    expect(onStatusChange.mock.calls).toEqual([[{ status: 'connecting' }]])
  })

  it('while a worklet loads: socket, microphone and every AudioContext are released', async () => {
    const audio = watchAudio()
    const controller = new AbortController()
    const addModule = AudioWorklet.prototype.addModule
    // The page's own socket: the abort must come once it is open on this side too. Closed while
    // still connecting, Chromium ends it with 1001 instead of the engine's 1000.
    let socket: WebSocket | undefined
    class WatchedSocket extends WebSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols)
        socket = this
      }
    }
    // The worklets start loading before the socket opens; hold them until it has, then abort, so
    // the socket, the microphone and both contexts are all open at the moment of the abort.
    vi.spyOn(AudioWorklet.prototype, 'addModule').mockImplementation(function (
      this: AudioWorklet,
      ...args
    ) {
      const loading = addModule.apply(this, args)
      // Closing the context rejects the load while this still waits: handled here, so the
      // rejection is not reported before the engine sees it.
      loading.catch(() => undefined)
      return eventually(async () => {
        expect(await commands.agentConnections('capture', 'abort-worklet')).toHaveLength(1)
        expect(socket?.readyState).toBe(WebSocket.OPEN)
      }).then(() => {
        controller.abort()
        return loading
      })
    })
    const onConnect = vi.fn()
    const started = start('capture', 'abort-worklet', {
      signal: controller.signal,
      onConnect,
      // The engine casts the page's own WebSocket the same way.
      WebSocket: WatchedSocket as unknown as SessionOptions['WebSocket'],
    })
    expect(isAbortError(await started.catch((error: unknown) => error))).toBe(true)
    expect(audio.liveTracks()).toEqual([])
    expect(audio.contexts.length).toBeGreaterThan(0)
    await eventually(() =>
      expect(audio.contexts.every((context) => context.state === 'closed')).toBe(true),
    )
    expect((await commands.agentClosed('capture', 'abort-worklet')).code).toBe(1000)
    expect(onConnect).not.toHaveBeenCalled()
  })

  it('mount, cleanup, mount (React StrictMode) leaves one session and no connected orphan', async () => {
    const audio = watchAudio()
    const first = new AbortController()
    const orphan = start('capture', 'strict-mode', { signal: first.signal }).catch(
      (error: unknown) => error,
    )
    first.abort()
    const conversation = await start('capture', 'strict-mode')
    expect(isAbortError(await orphan)).toBe(true)
    const connections = await commands.agentConnections('capture', 'strict-mode')
    expect(connections.filter((connection) => connection.open)).toHaveLength(1)
    expect(audio.liveTracks()).toHaveLength(1)
    await conversation.endSession()
    expect(audio.liveTracks()).toEqual([])
  })
})

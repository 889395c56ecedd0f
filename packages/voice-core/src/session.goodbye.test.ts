import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubAudio } from './fake-audio.test.helper'
import { connect } from './fake-socket.test.helper'
import { GOODBYE_LIMIT_MS } from './session'

const END_CALL = {
  tool_name: 'end_call',
  tool_call_id: 't1',
  tool_type: 'system',
  is_error: false,
  event_id: 9,
}

/** A voice session on fake audio, with the playback node's reports in the test's hands. */
async function voiceSession() {
  const audio = stubAudio()
  const session = await connect({ textOnly: false })
  const playback = audio.nodes.find((node) => node.name === 'voice-core-playback')
  if (!playback) throw new Error('no playback node')
  const report = (type: string) =>
    (playback.port.onmessage as unknown as (event: { data: unknown }) => void)({
      data: { type, depth: 0 },
    })
  const commands = () =>
    playback.port.postMessage.mock.calls.map(([command]) => (command as { type: string }).type)
  const [speaker, microphone] = audio.contexts
  return { ...session, audio, report, commands, speaker, microphone }
}

const statuses = (on: Awaited<ReturnType<typeof voiceSession>>['on']) =>
  on.onStatusChange.mock.calls.map(([{ status }]) => status)

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the agent ending the call', () => {
  it('lets the goodbye already received play out, with the microphone stopped at once', async () => {
    const { socket, on, audio, report, commands, speaker, microphone, conversation } =
      await voiceSession()
    socket.server('audio', 'audio_event', { audio_base_64: 'AAAAAA==', event_id: 8 })
    socket.server('agent_tool_response', 'agent_tool_response', END_CALL)
    // Disconnecting, the microphone off, the speaker still playing what came.
    expect(statuses(on).at(-1)).toBe('disconnecting')
    expect(conversation.isOpen()).toBe(false)
    expect(audio.tracks().map((track) => track.readyState)).toEqual(['ended'])
    await vi.waitFor(() => expect(microphone?.state).toBe('closed'), { timeout: 15_000 })
    expect(speaker?.state).toBe('running')
    expect(commands()).toEqual(['audio', 'drain'])
    expect(on.onDisconnect).not.toHaveBeenCalled()
    report('playing')
    report('drained')
    report('idle')
    await vi.waitFor(() => expect(on.onDisconnect).toHaveBeenCalledTimes(1), { timeout: 15_000 })
    expect(on.onDisconnect).toHaveBeenCalledWith({
      reason: 'agent',
      context: { type: 'end_call', ...END_CALL },
    })
    expect(statuses(on).slice(-2)).toEqual(['disconnecting', 'disconnected'])
    expect(speaker?.state).toBe('closed')
    expect(socket.closedWith?.code).toBe(1000)
  })

  it('does the same when the server closes with 1000, and ignores the socket ending meanwhile', async () => {
    const { socket, on, report, commands } = await voiceSession()
    socket.server('audio', 'audio_event', { audio_base_64: 'AAAAAA==', event_id: 3 })
    socket.serverClose(1000)
    expect(commands()).toEqual(['audio', 'drain'])
    expect(statuses(on).at(-1)).toBe('disconnecting')
    expect(on.onDisconnect).not.toHaveBeenCalled()
    report('idle')
    await vi.waitFor(() => expect(on.onDisconnect).toHaveBeenCalledTimes(1), { timeout: 15_000 })
    expect(on.onDisconnect.mock.calls[0]?.[0]).toMatchObject({ reason: 'agent', closeCode: 1000 })
  })

  it('queues goodbye audio that arrives after the end_call, and nothing else', async () => {
    const { socket, on, commands } = await voiceSession()
    socket.server('agent_tool_response', 'agent_tool_response', END_CALL)
    socket.server('audio', 'audio_event', { audio_base_64: 'AAAAAA==', event_id: 10 })
    socket.server('agent_response', 'agent_response_event', { agent_response: 'Bye' })
    socket.server('ping', 'ping_event', { event_id: 11, ping_ms: 5 })
    expect(commands()).toEqual(['drain', 'audio'])
    expect(on.onMessage).not.toHaveBeenCalled()
    expect(socket.messages.some((message) => message.type === 'pong')).toBe(false)
  })

  it(`ends after ${GOODBYE_LIMIT_MS} ms however much is still queued`, async () => {
    const { socket, on } = await voiceSession()
    vi.useFakeTimers()
    socket.server('agent_tool_response', 'agent_tool_response', END_CALL)
    await vi.advanceTimersByTimeAsync(GOODBYE_LIMIT_MS - 1)
    expect(on.onDisconnect).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(on.onDisconnect).toHaveBeenCalledTimes(1)
    expect(statuses(on).at(-1)).toBe('disconnected')
  })

  it("stops the goodbye at once when the user ends the call, reporting the agent's end once", async () => {
    const { socket, on, conversation, speaker } = await voiceSession()
    socket.server('agent_tool_response', 'agent_tool_response', END_CALL)
    await conversation.endSession()
    expect(speaker?.state).toBe('closed')
    expect(on.onDisconnect).toHaveBeenCalledExactlyOnceWith({
      reason: 'agent',
      context: { type: 'end_call', ...END_CALL },
    })
    await conversation.endSession()
    expect(on.onDisconnect).toHaveBeenCalledTimes(1)
  })

  it("the user's own end still stops everything at once", async () => {
    const { on, conversation, speaker, microphone, commands } = await voiceSession()
    await conversation.endSession()
    expect(commands()).not.toContain('drain')
    expect([speaker?.state, microphone?.state]).toEqual(['closed', 'closed'])
    expect(on.onDisconnect).toHaveBeenCalledExactlyOnceWith({ reason: 'user' })
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { eventually } from './eventually.test.helper'
import { type FakeWorkletNode, stubAudio } from './fake-audio.test.helper'
import { connect } from './fake-socket.test.helper'
import { PLAYBACK_PROCESSOR, type PlaybackReport } from './worklets/protocol'

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const audio = (event_id: number, audio_base_64 = 'AAAA') =>
  ['audio', 'audio_event', { audio_base_64, event_id }] as const

describe('server messages', () => {
  it('turns transcripts and agent responses into onMessage', async () => {
    const { socket, on } = await connect()
    socket.server('user_transcript', 'user_transcription_event', { user_transcript: 'Hi there' })
    socket.server('agent_response', 'agent_response_event', { agent_response: 'Hello!' })
    expect(on.onMessage.mock.calls).toEqual([
      [{ source: 'user', role: 'user', message: 'Hi there' }],
      [{ source: 'ai', role: 'agent', message: 'Hello!' }],
    ])
  })

  it('reports vad scores, interruptions and audio', async () => {
    const { socket, on } = await connect()
    socket.server('vad_score', 'vad_score_event', { vad_score: 0.75 })
    socket.server(...audio(3, 'AQID'))
    socket.server('interruption', 'interruption_event', { event_id: 4 })
    expect(on.onVadScore).toHaveBeenCalledWith({ vadScore: 0.75 })
    expect(on.onAudio).toHaveBeenCalledWith('AQID')
    expect(on.onInterruption).toHaveBeenCalledWith({ event_id: 4 })
    expect(on.onStats.mock.calls.at(-1)?.[0].interruptionToSilenceMs).toBeGreaterThanOrEqual(0)
  })

  it('drops audio older than the interruption, even when it arrives afterwards', async () => {
    const { socket, on } = await connect()
    socket.server('interruption', 'interruption_event', { event_id: 10 })
    socket.server(...audio(9, 'c3RhbGU='))
    socket.server(...audio(10, 'bmV3'))
    socket.server(...audio(11, 'bmV3ZXI='))
    expect(on.onAudio.mock.calls).toEqual([['bmV3'], ['bmV3ZXI=']])
  })

  it('passes tentative agent responses and unknown types to onDebug whole', async () => {
    const { socket, on } = await connect()
    socket.server('internal_tentative_agent_response', 'tentative_agent_response_internal_event', {
      tentative_agent_response: 'Hel',
    })
    socket.receive(JSON.stringify({ type: 'internal_turn_probability', p: { id: 1 } }))
    expect(on.onDebug.mock.calls).toEqual([
      [
        {
          type: 'internal_tentative_agent_response',
          tentative_agent_response_internal_event: { tentative_agent_response: 'Hel' },
        },
      ],
      [{ type: 'internal_turn_probability', p: { id: 1 } }],
    ])
    expect(on.onError).not.toHaveBeenCalled()
  })

  it('reports non-JSON and incomplete frames through onError and carries on', async () => {
    const { socket, on, conversation } = await connect()
    socket.receive('not json {')
    socket.receive(JSON.stringify({ type: 'audio', audio_event: { event_id: 1 } }))
    socket.receive(JSON.stringify({ type: 'ping' }))
    socket.receive(new ArrayBuffer(4))
    expect(on.onError.mock.calls.map(([message]) => message)).toEqual([
      'Received a frame that is not valid JSON.',
      'Received a "audio" message with a missing or invalid audio_base_64.',
      'Received a "ping" message without ping_event.',
      'Received a frame that is not text.',
    ])
    expect(conversation.isOpen()).toBe(true)
  })

  it('passes a server error event to onError as "Server error: …" and carries on', async () => {
    const { socket, on, conversation } = await connect()
    socket.server('error', 'error_event', {
      code: 1008,
      message: 'Override for field first_message is not allowed by config.',
      error_type: 'override_error',
      debug_message: 'agent config',
    })
    socket.server('error', 'error_event', { code: 1011, reason: 'LLM timed out' })
    socket.server('error', 'error_event', { code: 1011 })
    expect(on.onError.mock.calls).toEqual([
      [
        'Server error: Override for field first_message is not allowed by config.',
        { errorType: 'override_error', code: 1008, debugMessage: 'agent config' },
      ],
      ['Server error: LLM timed out', { code: 1011 }],
      ['Server error: Unknown error', { code: 1011 }],
    ])
    expect(conversation.isOpen()).toBe(true)
  })

  it('answers a ping with a pong carrying its id and records ping_ms', async () => {
    const { socket, conversation } = await connect()
    socket.server('ping', 'ping_event', { event_id: 7, ping_ms: 42 })
    expect(socket.messages.at(-1)).toEqual({ type: 'pong', event_id: 7 })
    expect(conversation.getStats().pingMs).toBe(42)
  })

  it('keeps running when a callback throws', async () => {
    const { socket, conversation } = await connect({
      onMessage: () => {
        throw new Error('integrator bug')
      },
      onError: () => {
        throw new Error('second bug')
      },
    })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() =>
      socket.server('agent_response', 'agent_response_event', { agent_response: 'Hi' }),
    ).not.toThrow()
    socket.server('ping', 'ping_event', { event_id: 1, ping_ms: null })
    expect(socket.messages.at(-1)).toEqual({ type: 'pong', event_id: 1 })
    expect(conversation.isOpen()).toBe(true)
  })
})

describe('client tools', () => {
  it('runs a tool and sends its result, objects as JSON', async () => {
    const lookUp = vi.fn(async (parameters: Record<string, unknown>) => ({
      plan: parameters.plan,
      price: 99,
    }))
    const { socket } = await connect({ clientTools: { lookUp } })
    socket.server('client_tool_call', 'client_tool_call', {
      tool_name: 'lookUp',
      tool_call_id: 'c1',
      parameters: { plan: 'Advanced' },
    })
    await eventually(() =>
      expect(socket.messages.at(-1)).toEqual({
        type: 'client_tool_result',
        tool_call_id: 'c1',
        result: '{"plan":"Advanced","price":99}',
        is_error: false,
      }),
    )
    expect(lookUp).toHaveBeenCalledWith({ plan: 'Advanced' })
  })

  it('reports a failing tool with is_error and the catalogue message', async () => {
    const { socket, on } = await connect({
      clientTools: {
        book: () => {
          throw new Error('Calendar offline')
        },
      },
    })
    socket.server('client_tool_call', 'client_tool_call', {
      tool_name: 'book',
      tool_call_id: 'c2',
      parameters: {},
    })
    await eventually(() =>
      expect(socket.messages.at(-1)).toEqual({
        type: 'client_tool_result',
        tool_call_id: 'c2',
        result: 'Client tool execution failed: Calendar offline',
        is_error: true,
      }),
    )
    expect(on.onError).toHaveBeenCalledWith('Client tool execution failed: Calendar offline', {
      clientToolName: 'book',
    })
  })

  it('hands an unknown tool to onUnhandledClientToolCall and answers with the catalogue message', async () => {
    const { socket, on } = await connect({ clientTools: {} })
    const call = { tool_name: 'toString', tool_call_id: 'c3', parameters: { a: 1 } }
    socket.server('client_tool_call', 'client_tool_call', call)
    await eventually(() =>
      expect(socket.messages.at(-1)).toEqual({
        type: 'client_tool_result',
        tool_call_id: 'c3',
        result: 'Client tool with name toString is not defined on client',
        is_error: true,
      }),
    )
    expect(on.onUnhandledClientToolCall).toHaveBeenCalledWith(call)
  })
})

describe('feedback', () => {
  it('is allowed once per agent response and only after its audio', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { socket, on, conversation } = await connect()
    conversation.sendFeedback(true)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(conversation.canSendFeedback).toBe(false)

    socket.server(...audio(5))
    expect(on.onCanSendFeedbackChange).toHaveBeenLastCalledWith({ canSendFeedback: true })
    conversation.sendFeedback(false)
    expect(socket.messages.at(-1)).toEqual({ type: 'feedback', score: 'dislike', event_id: 5 })
    expect(on.onCanSendFeedbackChange).toHaveBeenLastCalledWith({ canSendFeedback: false })

    conversation.sendFeedback(true)
    expect(warn).toHaveBeenCalledTimes(2)
    expect(socket.messages.filter((message) => message.type === 'feedback')).toHaveLength(1)

    socket.server(...audio(8))
    conversation.sendFeedback(true)
    expect(socket.messages.at(-1)).toEqual({ type: 'feedback', score: 'like', event_id: 8 })
  })
})

describe('underruns', () => {
  /** A voice session, and a way to send reports as its playback worklet would. */
  async function voice() {
    const audio = stubAudio()
    const started = await connect({ textOnly: false })
    const node = audio.nodes.find(({ name }) => name === PLAYBACK_PROCESSOR) as FakeWorkletNode
    const port = node.port as unknown as { onmessage: (event: { data: PlaybackReport }) => void }
    const report = (type: PlaybackReport['type']) => port.onmessage({ data: { type, depth: 0 } })
    return { ...started, report }
  }

  it('counts playback running dry and resuming soon after, within one reply', async () => {
    const { conversation, report } = await voice()
    report('playing')
    report('drained')
    report('playing')
    expect(conversation.getStats().underruns).toBe(1)
    await conversation.endSession()
  })

  it('does not count a new reply, nor the reply after an interruption, however soon', async () => {
    const { conversation, socket, report } = await voice()
    report('playing')
    report('drained')
    socket.server('agent_response', 'agent_response_event', { agent_response: 'Next.' })
    report('playing')
    socket.server('interruption', 'interruption_event', { event_id: 3 })
    report('silent')
    report('drained')
    report('playing')
    report('drained')
    socket.server('user_transcript', 'user_transcription_event', { user_transcript: 'Hm?' })
    report('playing')
    expect(conversation.getStats().underruns).toBe(0)
    await conversation.endSession()
  })
})

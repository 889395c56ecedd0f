import { describe, expect, it } from 'vitest'
import { connect } from './fake-socket.test.helper'

describe('the @elevenlabs/client callbacks', () => {
  it('reports the metadata once the session has started, right before onConnect', async () => {
    const { on } = await connect()
    expect(on.onConversationMetadata).toHaveBeenCalledExactlyOnceWith({
      conversation_id: 'conv_1',
      agent_output_audio_format: 'pcm_16000',
      user_input_audio_format: 'pcm_16000',
    })
    expect(on.onConversationMetadata.mock.invocationCallOrder[0]).toBeLessThan(
      on.onConnect.mock.invocationCallOrder[0] ?? 0,
    )
  })

  it('says feedback is not possible yet as the start begins', async () => {
    const { on } = await connect()
    expect(on.onCanSendFeedbackChange.mock.calls[0]).toEqual([{ canSendFeedback: false }])
    expect(on.onCanSendFeedbackChange.mock.invocationCallOrder[0]).toBeLessThan(
      on.onConnect.mock.invocationCallOrder[0] ?? 0,
    )
  })

  it('passes corrections, pings and the event ids of transcripts and responses', async () => {
    const { socket, on } = await connect()
    const correction = {
      original_agent_response: 'Our plans start at $499 a month and',
      corrected_agent_response: 'Our plans start at $499 a month...',
      event_id: 6,
    }
    socket.server('agent_response_correction', 'agent_response_correction_event', correction)
    socket.server('ping', 'ping_event', { event_id: 7, ping_ms: 41 })
    socket.server('user_transcript', 'user_transcription_event', {
      user_transcript: 'Hi',
      event_id: 8,
    })
    socket.server('agent_response', 'agent_response_event', {
      agent_response: 'Hello',
      event_id: 9,
    })
    expect(on.onAgentResponseCorrection).toHaveBeenCalledWith(correction)
    expect(on.onPing).toHaveBeenCalledWith({ event_id: 7, ping_ms: 41 })
    expect(on.onMessage.mock.calls).toEqual([
      [{ source: 'user', role: 'user', message: 'Hi', event_id: 8 }],
      [{ source: 'ai', role: 'agent', message: 'Hello', event_id: 9 }],
    ])
    expect(on.onDebug).not.toHaveBeenCalled()
  })

  it('sends feedback for the response sendFeedback names', async () => {
    const { conversation, socket } = await connect()
    socket.server('audio', 'audio_event', { audio_base_64: 'AAAA', event_id: 12 })
    conversation.sendFeedback(false, 11)
    expect(socket.messages.at(-1)).toEqual({ type: 'feedback', score: 'dislike', event_id: 11 })
    expect(conversation.canSendFeedback).toBe(false)
  })
})

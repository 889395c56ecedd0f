import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseServerFrame } from './parse'

describe('parseServerFrame', () => {
  it('accepts each handled type with its payload', () => {
    const frame = {
      type: 'client_tool_call',
      client_tool_call: { tool_name: 'book', tool_call_id: 'c1', parameters: { day: 'Mon' } },
    }
    expect(parseServerFrame(JSON.stringify(frame))).toEqual({
      ok: true,
      message: { type: 'client_tool_call', event: frame.client_tool_call },
    })
  })

  it('fills optional fields: tool parameters and ping_ms', () => {
    const call = parseServerFrame(
      JSON.stringify({
        type: 'client_tool_call',
        client_tool_call: { tool_name: 't', tool_call_id: 'c' },
      }),
    )
    expect(call).toMatchObject({ ok: true, message: { event: { parameters: {} } } })
    const ping = parseServerFrame(JSON.stringify({ type: 'ping', ping_event: { event_id: 1 } }))
    expect(ping).toMatchObject({ ok: true, message: { event: { event_id: 1, ping_ms: null } } })
  })

  it('passes an unknown type through whole', () => {
    const raw = { type: 'agent_chat_response_part', text_response_part: { text: 'Hi' } }
    expect(parseServerFrame(JSON.stringify(raw))).toEqual({
      ok: true,
      message: { type: 'unknown', raw },
    })
  })

  it.each([
    [42, 'Received a frame that is not text.'],
    ['{', 'Received a frame that is not valid JSON.'],
    ['[1]', 'Received a message that is not an object.'],
    ['{"type":7}', 'Received a message without a type.'],
    [
      '{"type":"interruption","interruption_event":{"event_id":"1"}}',
      'Received a "interruption" message with a missing or invalid event_id.',
    ],
    [
      '{"type":"vad_score","vad_score_event":{"vad_score":null}}',
      'Received a "vad_score" message with a missing or invalid vad_score.',
    ],
    [
      '{"type":"agent_response","agent_response_event":[]}',
      'Received a "agent_response" message without agent_response_event.',
    ],
  ])('refuses %j with a clear reason', (frame, error) => {
    expect(parseServerFrame(frame)).toEqual({ ok: false, error })
  })

  it('never throws, and never accepts a handled type without its fields', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.anything()), (frame) => {
        const result = parseServerFrame(frame)
        if (result.ok && result.message.type === 'audio') {
          expect(typeof result.message.event.audio_base_64).toBe('string')
        }
      }),
    )
  })
})

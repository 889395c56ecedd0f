import { describe, expect, it } from 'vitest'
import { agentHarness } from './harness.test.helper.ts'
import { initiation } from './scenarios.ts'
import {
  clientToolCall,
  close,
  drop,
  endCall,
  MALFORMED_FRAMES,
  malformedFrames,
  pause,
  ping,
} from './steps.ts'

const { start, running } = agentHarness()

describe('client tool call', () => {
  it('sends the call with an event id, waits for its result and then carries on', async () => {
    const client = await start({
      scenario: [
        initiation(),
        clientToolCall({
          toolName: 'bookMeeting',
          parameters: { day: 'Monday' },
          toolCallId: 't-1',
        }),
        close(1000, 'done'),
      ],
    })
    const call = await client.waitFor('client_tool_call')
    expect(call.client_tool_call).toEqual({
      tool_name: 'bookMeeting',
      tool_call_id: 't-1',
      parameters: { day: 'Monday' },
      event_id: 1,
    })
    const connection = await running().nextConnection()
    client.send({ type: 'client_tool_result', tool_call_id: 'other', result: 'x', is_error: false })
    client.send({
      type: 'client_tool_result',
      tool_call_id: 't-1',
      result: 'Booked',
      is_error: false,
    })
    expect(await client.closed).toEqual({ code: 1000, reason: 'done' })
    expect(connection.received.filter((m) => m.type === 'client_tool_result')).toHaveLength(2)
    expect(
      await connection.waitFor('client_tool_result', {
        predicate: (m) => m.tool_call_id === 't-1',
      }),
    ).toMatchObject({ result: 'Booked', is_error: false })
  })

  it('records a result that never comes as an error, and the script carries on', async () => {
    const client = await start({
      scenario: [clientToolCall({ toolName: 'slow', timeoutMs: 50 }), close(1011, 'next step')],
    })
    expect(await client.closed).toEqual({ code: 1011, reason: 'next step' })
    const connection = await running().nextConnection()
    expect(connection.errors).toEqual(['Timed out after 50 ms waiting for "client_tool_result"'])
  })

  it('with wait: false, carries on at once', async () => {
    const client = await start({
      scenario: [clientToolCall({ toolName: 'notify', wait: false }), close(4000, 'moved on')],
    })
    expect(await client.closed).toEqual({ code: 4000, reason: 'moved on' })
    expect(client.messages.map((m) => m.type)).toEqual(['client_tool_call'])
  })
})

describe('end call', () => {
  it('sends end_call as agent_tool_response, and waits for the client to close', async () => {
    const client = await start({ scenario: [initiation(), endCall({ message: 'Bye for now.' })] })
    const response = await client.waitFor('agent_tool_response')
    expect(response.agent_tool_response).toEqual({
      tool_name: 'end_call',
      tool_call_id: 'end-call-2',
      tool_type: 'system',
      is_error: false,
      is_called: true,
      event_id: 2,
    })
    expect(client.messages.map((m) => m.type)).toEqual([
      'conversation_initiation_metadata',
      'agent_response',
      'agent_tool_response',
    ])
    client.socket.close(1000, 'User ended conversation')
    expect(await client.closed).toMatchObject({ code: 1000 })
  })

  it('closes with 1000 itself when the client does not', async () => {
    const client = await start({ scenario: [endCall({ timeoutMs: 20 })] })
    expect(await client.closed).toEqual({ code: 1000, reason: '' })
  })
})

describe('ping', () => {
  it('pings with event ids and ping_ms and waits for each pong', async () => {
    const client = await start({ scenario: [ping({ count: 2, pingMs: 42 }), close(1000)] })
    const first = await client.waitFor('ping')
    expect(first.ping_event).toEqual({ event_id: 1, ping_ms: 42 })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(client.messages.filter((m) => m.type === 'ping')).toHaveLength(1)
    client.send({ type: 'pong', event_id: 1 })
    const second = await client.waitFor('ping', (m) => m.ping_event.event_id === 2)
    expect(second.ping_event.ping_ms).toBe(42)
    client.send({ type: 'pong', event_id: 2 })
    expect((await client.closed).code).toBe(1000)
  })
})

describe('close and drop', () => {
  it('closes with the chosen code and reason, even before initiation', async () => {
    const client = await start({ scenario: close(4001, 'Agent unavailable') })
    expect(await client.closed).toEqual({ code: 4001, reason: 'Agent unavailable' })
    expect(client.messages).toEqual([])
  })

  it('drops the socket without a closing handshake: the client sees 1006', async () => {
    const client = await start({ scenario: [initiation(), pause(10), drop()] })
    await client.waitFor('conversation_initiation_metadata')
    expect(await client.closed).toEqual({ code: 1006, reason: '' })
    const connection = await running().nextConnection()
    expect((await connection.closed).code).toBe(1006)
  })
})

describe('malformed frames', () => {
  it('sends every broken frame and a binary one, then a valid response', async () => {
    const client = await start({ scenario: [initiation(), malformedFrames()] })
    const still = await client.waitFor(
      'agent_response',
      (m) => m.agent_response_event?.agent_response === 'Still here.',
    )
    expect(still.agent_response_event.event_id).toBe(1)
    expect(client.raw.slice(1, -1)).toEqual([...MALFORMED_FRAMES, '<binary 4>'])
  })
})

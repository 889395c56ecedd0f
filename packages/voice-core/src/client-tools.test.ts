import { afterEach, describe, expect, it, vi } from 'vitest'
import { eventually } from './eventually.test.helper'
import { connect } from './fake-socket.test.helper'

afterEach(() => {
  vi.restoreAllMocks()
})

const call = { tool_name: 'book', tool_call_id: 'c9', parameters: { day: 'Mon' }, event_id: 3 }
const result = (is_error: boolean, text: string) => ({
  type: 'client_tool_result',
  tool_call_id: 'c9',
  result: text,
  is_error,
})
const UNDEFINED = 'Client tool with name book is not defined on client'

describe('client tool calls', () => {
  it('an unknown tool with onUnhandledClientToolCall: calls it, answers, raises no onError', async () => {
    const { socket, on } = await connect()
    socket.server('client_tool_call', 'client_tool_call', call)
    await eventually(() => expect(socket.messages.at(-1)).toEqual(result(true, UNDEFINED)))
    expect(on.onUnhandledClientToolCall).toHaveBeenCalledWith(call)
    expect(on.onError).not.toHaveBeenCalled()
  })

  it('an unknown tool without onUnhandledClientToolCall: answers and raises onError', async () => {
    const { socket, on } = await connect({ onUnhandledClientToolCall: undefined })
    socket.server('client_tool_call', 'client_tool_call', call)
    await eventually(() => expect(socket.messages.at(-1)).toEqual(result(true, UNDEFINED)))
    expect(on.onError).toHaveBeenCalledWith(UNDEFINED, { clientToolName: 'book' })
  })

  it.each([
    ['onUnhandledClientToolCall', {}],
    ['onError', { onUnhandledClientToolCall: undefined }],
  ])('answers even when %s throws', async (name, extra) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { socket } = await connect({
      ...extra,
      [name]: () => {
        throw new Error('integrator bug')
      },
    })
    socket.server('client_tool_call', 'client_tool_call', call)
    await eventually(() => expect(socket.messages.at(-1)).toEqual(result(true, UNDEFINED)))
  })

  it('answers a failing tool even when onError throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { socket } = await connect({
      clientTools: {
        book: () => Promise.reject(new Error('Calendar offline')),
      },
      onError: () => {
        throw new Error('integrator bug')
      },
    })
    socket.server('client_tool_call', 'client_tool_call', call)
    await eventually(() =>
      expect(socket.messages.at(-1)).toEqual(
        result(true, 'Client tool execution failed: Calendar offline'),
      ),
    )
  })

  it('answers a tool that returns nothing as @elevenlabs/client does, and numbers as text', async () => {
    const { socket } = await connect({
      clientTools: { book: () => undefined, count: () => 3 },
    })
    socket.server('client_tool_call', 'client_tool_call', call)
    await eventually(() =>
      expect(socket.messages.at(-1)).toEqual(result(false, 'Client tool execution successful.')),
    )
    socket.server('client_tool_call', 'client_tool_call', { ...call, tool_name: 'count' })
    await eventually(() => expect(socket.messages.at(-1)).toEqual(result(false, '3')))
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { eventually } from './eventually.test.helper'
import { type callbacks, connect } from './fake-socket.test.helper'

const statuses = (on: ReturnType<typeof callbacks>) =>
  on.onStatusChange.mock.calls.map(([{ status }]) => status)

afterEach(() => {
  vi.restoreAllMocks()
})

describe('ending a session', () => {
  it('ends as the user with close code 1000, once, however often endSession is called', async () => {
    const { conversation, socket, on } = await connect()
    await Promise.all([conversation.endSession(), conversation.endSession()])
    await conversation.endSession()
    expect(on.onDisconnect).toHaveBeenCalledTimes(1)
    expect(on.onDisconnect).toHaveBeenCalledWith({ reason: 'user' })
    expect(socket.closedWith).toEqual({ code: 1000, reason: 'User ended conversation' })
    expect(socket.listenerCount).toBe(0)
    expect(conversation.isOpen()).toBe(false)
  })

  it('ends as the agent on a server close with code 1000', async () => {
    const { socket, on } = await connect()
    socket.serverClose(1000)
    await eventually(() => expect(on.onDisconnect).toHaveBeenCalledTimes(1))
    expect(on.onDisconnect.mock.calls[0]?.[0]).toEqual({
      reason: 'agent',
      context: { type: 'close', code: 1000, reason: '' },
      closeCode: 1000,
      closeReason: '',
    })
  })

  it.each([
    [4000, 'Agent busy', 'Agent busy'],
    [1011, '', 'The connection was closed by the server.'],
  ])('ends as an error on close code %i', async (code, reason, message) => {
    const { socket, on } = await connect()
    socket.serverClose(code, reason)
    await eventually(() => expect(on.onDisconnect).toHaveBeenCalledTimes(1))
    const details = on.onDisconnect.mock.calls[0]?.[0]
    expect(details).toEqual({
      reason: 'error',
      message,
      context: { type: 'close', code, reason },
      closeCode: code,
      closeReason: reason,
    })
    // Plain data, never the CloseEvent: it survives a trip through JSON unchanged.
    expect(JSON.parse(JSON.stringify(details))).toEqual(details)
    expect(statuses(on).slice(-2)).toEqual(['disconnecting', 'disconnected'])
  })

  it('ends as an error on a socket error, reporting onDisconnect once despite the close after it', async () => {
    const { socket, on } = await connect()
    socket.fail()
    socket.serverClose(1006)
    await eventually(() => expect(on.onDisconnect).toHaveBeenCalledTimes(1))
    expect(on.onDisconnect.mock.calls[0]?.[0]).toEqual({
      reason: 'error',
      message: 'The connection was closed due to a socket error.',
      context: { type: 'error' },
    })
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(on.onDisconnect).toHaveBeenCalledTimes(1)
  })

  it('ends as a socket error when the connection is lost with no error event, as in Chromium', async () => {
    const { socket, on } = await connect()
    socket.serverClose(1006)
    await eventually(() => expect(on.onDisconnect).toHaveBeenCalledTimes(1))
    expect(on.onDisconnect.mock.calls[0]?.[0]).toEqual({
      reason: 'error',
      message: 'The connection was closed due to a socket error.',
      context: { type: 'close', code: 1006, reason: '' },
      closeCode: 1006,
      closeReason: '',
    })
  })

  it('ends as the agent when the agent calls end_call, with the tool response as context', async () => {
    const { socket, on } = await connect()
    const response = {
      tool_name: 'end_call',
      tool_call_id: 't1',
      tool_type: 'system',
      is_error: false,
      event_id: 9,
    }
    socket.server('agent_tool_response', 'agent_tool_response', response)
    await eventually(() => expect(on.onDisconnect).toHaveBeenCalledTimes(1))
    expect(on.onDisconnect).toHaveBeenCalledWith({
      reason: 'agent',
      context: { type: 'end_call', ...response },
    })
    expect(socket.closedWith?.code).toBe(1000)
  })

  it('ends with the message of a server error that ends the conversation', async () => {
    const { socket, on } = await connect()
    socket.server('error', 'error_event', {
      code: 1000,
      message: 'Maximum conversation duration reached',
      error_type: 'max_duration_exceeded',
    })
    await eventually(() => expect(on.onDisconnect).toHaveBeenCalledTimes(1))
    expect(on.onDisconnect).toHaveBeenCalledWith({
      reason: 'error',
      message: 'Maximum conversation duration reached',
      context: { type: 'max_duration_exceeded', code: 1000 },
    })
    expect(on.onError).not.toHaveBeenCalled()
  })

  it('sends nothing after the end, and a new session after an ended one works', async () => {
    const first = await connect()
    await first.conversation.endSession()
    first.conversation.sendUserMessage('late')
    expect(first.socket.sent).toHaveLength(1)
    const second = await connect()
    second.conversation.sendUserMessage('hello')
    expect(second.socket.messages.at(-1)).toEqual({ type: 'user_message', text: 'hello' })
    await second.conversation.endSession()
  })
})

describe('client messages', () => {
  it('sends contextual updates, user messages and user activity', async () => {
    const { conversation, socket } = await connect()
    conversation.sendContextualUpdate('Viewing pricing')
    conversation.sendUserMessage('How much?')
    conversation.sendUserActivity()
    expect(socket.messages.slice(1)).toEqual([
      { type: 'contextual_update', text: 'Viewing pricing' },
      { type: 'user_message', text: 'How much?' },
      { type: 'user_activity' },
    ])
    await conversation.endSession()
  })

  it('does not send on a socket that is no longer open', async () => {
    const { conversation, socket } = await connect()
    socket.readyState = 2
    expect(() => conversation.sendUserActivity()).not.toThrow()
    expect(socket.sent).toHaveLength(1)
  })
})

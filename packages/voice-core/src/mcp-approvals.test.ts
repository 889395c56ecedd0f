import { describe, expect, it, vi } from 'vitest'
import { deferred } from './fake-audio.test.helper'
import { connect } from './fake-socket.test.helper'
import type { MCPToolApprovalHandler } from './mcp-approvals'

const call = (tool_call_id: string, state: string, extra: Record<string, unknown> = {}) =>
  [
    'mcp_tool_call',
    'mcp_tool_call',
    {
      service_id: 's',
      tool_call_id,
      tool_name: 'refund',
      parameters: {},
      timestamp: '2026-01-01T00:00:00Z',
      state,
      ...extra,
    },
  ] as const

const results = (socket: Awaited<ReturnType<typeof connect>>['socket']) =>
  socket.messages.filter((message) => message.type === 'mcp_tool_approval_result')

/** A handler that waits for the test's decision, keeping the signal it was given. */
function waitingHandler() {
  const decision = deferred<boolean>()
  const seen: { signal?: AbortSignal } = {}
  const handler: MCPToolApprovalHandler = (_call, context) => {
    seen.signal = context.signal
    return decision.promise
  }
  return { decision, seen, handler }
}

/** Lets the handler's promise settle and the answer go out. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('MCP tool approval', () => {
  it.each([
    ['true', () => true, true],
    ['false', () => false, false],
    ['a promise of true', async () => true, true],
  ])('sends the handler’s answer (%s) once', async (_name, handler, approved) => {
    const { socket, on } = await connect({ onMCPToolApprovalRequest: handler })
    socket.server(...call('m1', 'awaiting_approval', { approval_timeout_secs: 10 }))
    await settle()
    expect(results(socket)).toEqual([
      { type: 'mcp_tool_approval_result', tool_call_id: 'm1', is_approved: approved },
    ])
    expect(on.onError).not.toHaveBeenCalled()
  })

  it.each([
    ['answers a string', () => 'yes' as unknown as boolean],
    [
      'throws',
      () => {
        throw new Error('UI gone')
      },
    ],
    ['rejects', () => Promise.reject(new Error('no'))],
  ])('denies, and says why, when the handler %s', async (_name, handler) => {
    const { socket, on } = await connect({ onMCPToolApprovalRequest: handler })
    socket.server(...call('m2', 'awaiting_approval'))
    await settle()
    expect(results(socket)).toEqual([
      { type: 'mcp_tool_approval_result', tool_call_id: 'm2', is_approved: false },
    ])
    expect(on.onError).toHaveBeenCalledWith(
      'MCP tool call m2 denied: its approval handler gave no boolean.',
      expect.anything(),
    )
  })

  it('denies at once without a handler, so no tool runs unapproved', async () => {
    const { socket, on } = await connect()
    socket.server(...call('m3', 'awaiting_approval'))
    await settle()
    expect(results(socket)).toEqual([
      { type: 'mcp_tool_approval_result', tool_call_id: 'm3', is_approved: false },
    ])
    expect(on.onError).not.toHaveBeenCalled()
  })

  it('sends nothing for calls that need no approval', async () => {
    const handler = vi.fn(() => true)
    const { socket } = await connect({ onMCPToolApprovalRequest: handler })
    socket.server(...call('m4', 'loading'))
    socket.server(...call('m4', 'success', { result: [] }))
    await settle()
    expect(handler).not.toHaveBeenCalled()
    expect(results(socket)).toEqual([])
  })

  it('drops a decision that comes after the server moved the call on, and aborts its signal', async () => {
    const { decision, seen, handler } = waitingHandler()
    const { socket } = await connect({ onMCPToolApprovalRequest: handler })
    socket.server(...call('m5', 'awaiting_approval'))
    socket.server(...call('m5', 'failure', { error_message: 'Approval timed out.' }))
    expect(seen.signal?.aborted).toBe(true)
    decision.resolve(true)
    await settle()
    expect(results(socket)).toEqual([])
  })

  it('asks the handler once when the request repeats while it decides', async () => {
    const decision = deferred<boolean>()
    const handler = vi.fn(() => decision.promise)
    const { socket } = await connect({ onMCPToolApprovalRequest: handler })
    socket.server(...call('m6', 'awaiting_approval'))
    socket.server(...call('m6', 'awaiting_approval'))
    decision.resolve(true)
    await settle()
    expect(handler).toHaveBeenCalledTimes(1)
    expect(results(socket)).toHaveLength(1)
  })

  it('lets sendMCPToolApprovalResult answer by hand, dropping the handler’s later decision', async () => {
    const { decision, seen, handler } = waitingHandler()
    const { socket, conversation } = await connect({ onMCPToolApprovalRequest: handler })
    socket.server(...call('m7', 'awaiting_approval'))
    conversation.sendMCPToolApprovalResult('m7', false)
    expect(seen.signal?.aborted).toBe(true)
    decision.resolve(true)
    await settle()
    expect(results(socket)).toEqual([
      { type: 'mcp_tool_approval_result', tool_call_id: 'm7', is_approved: false },
    ])
  })

  it('aborts a decision in progress when the session ends, and sends nothing after', async () => {
    const { decision, seen, handler } = waitingHandler()
    const { socket, conversation } = await connect({ onMCPToolApprovalRequest: handler })
    socket.server(...call('m8', 'awaiting_approval'))
    const sent = socket.sent.length
    await conversation.endSession()
    expect(seen.signal?.aborted).toBe(true)
    decision.resolve(true)
    await settle()
    expect(socket.sent).toHaveLength(sent)
  })
})

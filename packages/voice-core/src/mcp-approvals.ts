import type { Callbacks } from './callbacks'
import type { ClientMessage, MCPToolApprovalRequest, MCPToolCallEvent } from './protocol/messages'

/**
 * Decides whether an MCP tool call awaiting approval may run. `signal` aborts once the decision
 * can no longer be sent (the server moved the call on, it was answered by hand, or the session
 * ended), so approval UI can close itself. Anything but `true` or `false`, a throw or a rejection
 * counts as a denial.
 */
export type MCPToolApprovalHandler = (
  toolCall: MCPToolApprovalRequest,
  context: MCPToolApprovalRequestContext,
) => Promise<boolean> | boolean

/** What an approval handler is given beside the call. */
export interface MCPToolApprovalRequestContext {
  signal: AbortSignal
}

/** The approvals of one session's MCP tool calls (see `mcpApprovals`). */
export interface MCPApprovals {
  /** One `mcp_tool_call` event, in whichever state the server reports it. */
  call(call: MCPToolCallEvent): Promise<void>
  /** Sends an answer by hand; a decision the handler is still making for that call is dropped. */
  answer(toolCallId: string, isApproved: boolean): void
  /** The session is ending: no decision still being made can be sent. */
  close(): void
}

/**
 * Approves a session's MCP tool calls through `handler`. It fails closed: without a handler, or
 * when the handler throws or answers something other than a boolean, the call is denied, so no
 * tool runs unless someone said yes. A decision that comes too late (the server moved the call
 * on, it was answered by hand, the session ended) is dropped, never sent.
 */
export function mcpApprovals(
  callbacks: Callbacks,
  handler: MCPToolApprovalHandler | undefined,
  send: (message: ClientMessage) => void,
): MCPApprovals {
  /** The calls whose handler is still deciding, each with the signal that tells it to stop. */
  const pending = new Map<string, AbortController>()
  const stop = (toolCallId: string) => {
    pending.get(toolCallId)?.abort()
    pending.delete(toolCallId)
  }
  const answer = (toolCallId: string, isApproved: boolean) => {
    stop(toolCallId)
    send({ type: 'mcp_tool_approval_result', tool_call_id: toolCallId, is_approved: isApproved })
  }
  return {
    async call(call) {
      const id = call.tool_call_id
      // Past `awaiting_approval` the server has moved on; a request already being decided stands.
      if (call.state !== 'awaiting_approval') return stop(id)
      if (pending.has(id)) return
      const controller = new AbortController()
      pending.set(id, controller)
      let approved: unknown
      try {
        approved = await handler?.(call, { signal: controller.signal })
      } catch (thrown) {
        approved = thrown
      }
      if (controller.signal.aborted) return
      if (handler && typeof approved !== 'boolean') {
        callbacks.emit(
          'onError',
          `MCP tool call ${id} denied: its approval handler gave no boolean.`,
          approved,
        )
      }
      answer(id, approved === true)
    },
    answer,
    close() {
      for (const controller of pending.values()) controller.abort()
    },
  }
}

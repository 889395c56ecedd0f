import type { ClientTool, SessionCallbacks } from './options'
import type { ClientMessage, ClientToolCallEvent } from './protocol/messages'

/** The error text sent back when the agent calls a tool the client does not define. */
export function undefinedToolMessage(name: string): string {
  return `Client tool with name ${name} is not defined on client`
}

/**
 * Runs one `client_tool_call` and answers with `client_tool_result`. A tool that throws or rejects
 * is reported back with `is_error: true`; an unknown tool goes to `onUnhandledClientToolCall` and
 * is answered with the catalogue's error so the agent is never left waiting.
 */
export async function runClientTool(
  call: ClientToolCallEvent,
  tools: Record<string, ClientTool> | undefined,
  callbacks: SessionCallbacks,
  send: (message: ClientMessage) => void,
): Promise<void> {
  const { tool_name: name, tool_call_id, parameters } = call
  const tool = tools && Object.hasOwn(tools, name) ? tools[name] : undefined
  if (!tool) {
    callbacks.onUnhandledClientToolCall?.(call)
    const message = undefinedToolMessage(name)
    callbacks.onError?.(message, { clientToolName: name })
    send({ type: 'client_tool_result', tool_call_id, result: message, is_error: true })
    return
  }
  try {
    const value = await tool(parameters)
    const result =
      value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)
    send({ type: 'client_tool_result', tool_call_id, result, is_error: false })
  } catch (error) {
    const message = `Client tool execution failed: ${error instanceof Error ? error.message : String(error)}`
    callbacks.onError?.(message, { clientToolName: name })
    send({ type: 'client_tool_result', tool_call_id, result: message, is_error: true })
  }
}

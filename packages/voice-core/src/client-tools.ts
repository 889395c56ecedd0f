import type { Callbacks } from './callbacks'
import type { ClientTool } from './options'
import type { ClientMessage, ClientToolCallEvent } from './protocol/messages'

/** The error text sent back when the agent calls a tool the client does not define. */
export function undefinedToolMessage(name: string): string {
  return `Client tool with name ${name} is not defined on client`
}

/**
 * Runs one `client_tool_call` and always answers with `client_tool_result`, so the agent is never
 * left waiting. A tool that throws or rejects is reported back with `is_error: true` and through
 * `onError`. An unknown tool is answered with the catalogue's error and handed to
 * `onUnhandledClientToolCall` when given (which then replaces `onError`).
 */
export async function runClientTool(
  call: ClientToolCallEvent,
  tools: Record<string, ClientTool> | undefined,
  callbacks: Callbacks,
  send: (message: ClientMessage) => void,
): Promise<void> {
  const { tool_name: name, tool_call_id } = call
  const tool = tools && Object.hasOwn(tools, name) ? tools[name] : undefined
  let result: string
  let is_error = true
  if (!tool) {
    result = undefinedToolMessage(name)
    if (callbacks.has('onUnhandledClientToolCall'))
      callbacks.emit('onUnhandledClientToolCall', call)
    else callbacks.emit('onError', result, { clientToolName: name })
  } else {
    try {
      // As `@elevenlabs/client`: no value means success, objects travel as JSON.
      const value = (await tool(call.parameters)) ?? 'Client tool execution successful.'
      result = typeof value === 'object' ? JSON.stringify(value) : String(value)
      is_error = false
    } catch (error) {
      result = `Client tool execution failed: ${error instanceof Error ? error.message : String(error)}`
      callbacks.emit('onError', result, { clientToolName: name })
    }
  }
  send({ type: 'client_tool_result', tool_call_id, result, is_error })
}

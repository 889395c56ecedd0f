import type { SessionOptions } from '../options'
import type { ClientMessage } from './messages'
import { isRecord as isPlainObject } from './parse'

/**
 * The overrides with every key in the protocol's snake_case (`similarityBoost` →
 * `similarity_boost`), leaving out what is undefined and any object left empty. Values (the
 * prompt's text, the ASR keywords) pass unchanged.
 */
function toWire(value: Record<string, unknown>): Record<string, unknown> | undefined {
  const wire: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(value)) {
    const item = isPlainObject(field) ? toWire(field) : field
    if (item !== undefined)
      wire[key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)] = item
  }
  return Object.keys(wire).length ? wire : undefined
}

/**
 * The first client message, `conversation_initiation_client_data`. The override object holds
 * only the overrides given (with `textOnly` as `conversation.text_only`), and is left out when
 * there are none, so an agent that forbids overrides still accepts the session.
 *
 * @param textOnly - the session's resolved text-only choice, undefined when not chosen.
 */
export function initiationMessage(
  options: SessionOptions,
  textOnly: boolean | undefined,
): ClientMessage {
  const message: ClientMessage = { type: 'conversation_initiation_client_data' }
  const override = toWire({
    ...options.overrides,
    conversation: { ...options.overrides?.conversation, textOnly },
  })
  if (override) message.conversation_config_override = override
  if (options.customLlmExtraBody !== undefined) {
    message.custom_llm_extra_body = options.customLlmExtraBody
  }
  if (options.dynamicVariables) message.dynamic_variables = options.dynamicVariables
  if (options.userId) message.user_id = options.userId
  return message
}

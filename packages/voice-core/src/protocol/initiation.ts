import type { SessionOptions } from '../options'
import type { ClientMessage, ConversationConfigOverride } from './messages'

/**
 * The first client message, `conversation_initiation_client_data`. The override object is sent
 * only when overrides are given, so an agent that forbids overrides still accepts the session.
 */
export function initiationMessage(options: SessionOptions): ClientMessage {
  const message: ClientMessage = { type: 'conversation_initiation_client_data' }
  const { overrides } = options
  if (overrides) {
    const override: ConversationConfigOverride = {}
    if (overrides.agent) {
      const { prompt, firstMessage, language } = overrides.agent
      override.agent = {
        ...(prompt ? { prompt: { prompt: prompt.prompt } } : {}),
        ...(firstMessage !== undefined ? { first_message: firstMessage } : {}),
        ...(language !== undefined ? { language } : {}),
      }
    }
    if (overrides.tts) override.tts = { voice_id: overrides.tts.voiceId }
    message.conversation_config_override = override
  }
  if (options.customLlmExtraBody) message.custom_llm_extra_body = options.customLlmExtraBody
  if (options.dynamicVariables) message.dynamic_variables = options.dynamicVariables
  return message
}

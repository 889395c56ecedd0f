import type { ServerMessage } from './messages'

/** The outcome of reading one frame: a validated message, or a clear reason it was refused. */
export type ParseResult = { ok: true; message: ServerMessage } | { ok: false; error: string }

type Field = 'string' | 'number' | 'number?' | 'number|null?' | 'string?' | 'object?'

/** Payload key and required fields of each handled type (see PROTOCOL.md). */
const schemas: Record<string, [key: string, fields: Record<string, Field>]> = {
  conversation_initiation_metadata: [
    'conversation_initiation_metadata_event',
    {
      conversation_id: 'string',
      agent_output_audio_format: 'string',
      user_input_audio_format: 'string',
    },
  ],
  audio: ['audio_event', { audio_base_64: 'string', event_id: 'number' }],
  interruption: ['interruption_event', { event_id: 'number' }],
  agent_response: ['agent_response_event', { agent_response: 'string', event_id: 'number?' }],
  agent_response_correction: [
    'agent_response_correction_event',
    { original_agent_response: 'string', corrected_agent_response: 'string', event_id: 'number?' },
  ],
  user_transcript: ['user_transcription_event', { user_transcript: 'string', event_id: 'number?' }],
  tentative_user_transcript: ['tentative_user_transcription_event', { user_transcript: 'string' }],
  internal_tentative_agent_response: [
    'tentative_agent_response_internal_event',
    { tentative_agent_response: 'string' },
  ],
  client_tool_call: [
    'client_tool_call',
    { tool_name: 'string', tool_call_id: 'string', parameters: 'object?', event_id: 'number?' },
  ],
  agent_tool_response: ['agent_tool_response', { tool_name: 'string' }],
  vad_score: ['vad_score_event', { vad_score: 'number' }],
  ping: ['ping_event', { event_id: 'number', ping_ms: 'number|null?' }],
  error: [
    'error_event',
    { code: 'number?', message: 'string?', reason: 'string?', error_type: 'string?' },
  ],
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function fits(value: unknown, field: Field): boolean {
  if (field.endsWith('?') && value === undefined) return true
  if (field.startsWith('number')) {
    if (value === null) return field.includes('null')
    return typeof value === 'number' && Number.isFinite(value)
  }
  if (field.startsWith('object')) return isRecord(value)
  return typeof value === 'string'
}

/**
 * Reads one WebSocket frame from the server. Never throws: a frame that is not JSON text, or
 * lacks a field its type needs, comes back as `{ ok: false, error }` with a readable reason.
 */
export function parseServerFrame(data: unknown): ParseResult {
  if (typeof data !== 'string') return { ok: false, error: 'Received a frame that is not text.' }
  let parsed: unknown
  try {
    parsed = JSON.parse(data)
  } catch {
    return { ok: false, error: 'Received a frame that is not valid JSON.' }
  }
  if (!isRecord(parsed)) return { ok: false, error: 'Received a message that is not an object.' }
  const { type } = parsed
  if (typeof type !== 'string') return { ok: false, error: 'Received a message without a type.' }
  const schema = Object.hasOwn(schemas, type) ? schemas[type] : undefined
  if (!schema) return { ok: true, message: { type: 'unknown', raw: parsed } }
  const [key, fields] = schema
  const event = parsed[key]
  if (!isRecord(event)) return { ok: false, error: `Received a "${type}" message without ${key}.` }
  for (const [name, field] of Object.entries(fields)) {
    if (!fits(event[name], field)) {
      return { ok: false, error: `Received a "${type}" message with a missing or invalid ${name}.` }
    }
  }
  if (type === 'client_tool_call' && event.parameters === undefined) {
    return { ok: true, message: { type, event: { ...event, parameters: {} } } as ServerMessage }
  }
  if (type === 'ping' && event.ping_ms === undefined) {
    return { ok: true, message: { type, event: { ...event, ping_ms: null } } as ServerMessage }
  }
  return { ok: true, message: { type, event } as ServerMessage }
}

import type { ServerMessage } from './messages'

/** The outcome of reading one frame: a validated message, or a clear reason it was refused. */
export type ParseResult =
  | { ok: true; message: ServerMessage; raw: Record<string, unknown> }
  | { ok: false; error: string }

type Kind = 'string' | 'number' | 'object'
type Field = Kind | `${Kind}?` | 'number|null?'

/**
 * The payload key and the fields each handled type needs (see PROTOCOL.md). A type the engine only
 * passes on needs no more than its payload to be an object: the integrator's callback reads it. The key is given as
 * `''` for the type with `_event` after it, `'='` for the type itself, and `'?'` for a type that
 * says everything by arriving: its `_event` payload may be absent and is not passed on.
 */
const schemas: Record<string, [key: string, fields: Record<string, Field>]> = {
  conversation_initiation_metadata: [
    '',
    {
      conversation_id: 'string',
      agent_output_audio_format: 'string',
      user_input_audio_format: 'string',
    },
  ],
  audio: ['', { audio_base_64: 'string', event_id: 'number' }],
  interruption: ['', { event_id: 'number' }],
  agent_response: ['', { agent_response: 'string', event_id: 'number?' }],
  agent_response_correction: [
    '',
    { original_agent_response: 'string', corrected_agent_response: 'string', event_id: 'number?' },
  ],
  user_transcript: ['user_transcription_event', { user_transcript: 'string', event_id: 'number?' }],
  tentative_user_transcript: [
    'tentative_user_transcription_event',
    { user_transcript: 'string', event_id: 'number?' },
  ],
  client_tool_call: [
    '=',
    { tool_name: 'string', tool_call_id: 'string', parameters: 'object?', event_id: 'number?' },
  ],
  agent_tool_response: ['=', { tool_name: 'string' }],
  agent_tool_response_full_payload: ['=', { tool_name: 'string' }],
  agent_tool_request: ['=', {}],
  agent_chat_response_part: ['text_response_part', { type: 'string' }],
  agent_reasoning_response_part: ['reasoning_response_part', {}],
  asr_initiation_metadata: ['', {}],
  context_usage: ['', {}],
  mcp_tool_call: ['=', { tool_call_id: 'string', state: 'string' }],
  mcp_connection_status: ['=', {}],
  rich_content: ['=', {}],
  agent_typing: ['', {}],
  guardrail_triggered: ['?', {}],
  external_agent_connected: ['?', {}],
  external_agent_disconnected: ['?', {}],
  vad_score: ['', { vad_score: 'number' }],
  ping: ['', { event_id: 'number', ping_ms: 'number|null?' }],
  error: ['', { code: 'number?', message: 'string?', reason: 'string?', error_type: 'string?' }],
}

/** Whether a value is a plain JSON object (not null, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function fits(value: unknown, field: Field): boolean {
  if (field.endsWith('?') && value === undefined) return true
  if (value === null) return field.includes('null')
  const kind = field.replace(/[?|].*/, '')
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value)
  if (kind === 'object') return isRecord(value)
  return typeof value === kind
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
  if (!schema) return { ok: true, message: { type: 'unknown', raw: parsed }, raw: parsed }
  const [spec, fields] = schema
  const key = spec[1] ? spec : spec === '=' ? type : `${type}_event`
  const event = parsed[key] ?? (spec === '?' ? {} : undefined)
  if (!isRecord(event)) return { ok: false, error: `Received a "${type}" message without ${key}.` }
  for (const [name, field] of Object.entries(fields)) {
    if (!fits(event[name], field)) {
      return { ok: false, error: `Received a "${type}" message with a missing or invalid ${name}.` }
    }
  }
  // Fields the protocol lets the server leave out get the value callers are promised.
  const filled =
    type === 'client_tool_call' && event.parameters === undefined
      ? { ...event, parameters: {} }
      : type === 'ping' && event.ping_ms === undefined
        ? { ...event, ping_ms: null }
        : event
  const message = { type, event: spec === '?' ? undefined : filled } as ServerMessage
  return { ok: true, message, raw: parsed }
}

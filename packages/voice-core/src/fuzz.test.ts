import fc from 'fast-check'
import { expect, it, vi } from 'vitest'
import { connect } from './fake-socket.test.helper'

const types = [
  'conversation_initiation_metadata',
  'audio',
  'interruption',
  'agent_response',
  'agent_response_correction',
  'user_transcript',
  'tentative_user_transcript',
  'internal_tentative_agent_response',
  'client_tool_call',
  'agent_tool_response',
  'vad_score',
  'ping',
  'error',
  'agent_tool_response_full_payload',
  'agent_tool_request',
  'agent_chat_response_part',
  'agent_reasoning_response_part',
  'asr_initiation_metadata',
  'context_usage',
  'guardrail_triggered',
  'mcp_tool_call',
  'mcp_connection_status',
  'rich_content',
  'agent_typing',
  'external_agent_connected',
  'external_agent_disconnected',
  'something_new',
]
const keys = [
  'conversation_initiation_metadata_event',
  'audio_event',
  'interruption_event',
  'agent_response_event',
  'user_transcription_event',
  'client_tool_call',
  'agent_tool_response',
  'vad_score_event',
  'ping_event',
  'error_event',
  'tentative_user_transcription_event',
  'agent_tool_response_full_payload',
  'text_response_part',
  'reasoning_response_part',
  'context_usage_event',
  'mcp_tool_call',
  'mcp_connection_status',
  'rich_content',
  'agent_typing_event',
  'external_agent_connected_event',
]
const value = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.json(),
)
const payload = fc.dictionary(
  fc.constantFrom(
    'event_id',
    'audio_base_64',
    'tool_name',
    'tool_call_id',
    'parameters',
    'ping_ms',
    'vad_score',
    'agent_response',
    'user_transcript',
    'message',
    'alignment',
    'state',
    'type',
    'text',
  ),
  value,
)
const shaped = fc
  .record({ type: fc.constantFrom(...types), key: fc.constantFrom(...keys), event: payload })
  .map(({ type, key, event }) => JSON.stringify({ type, [key]: event }))
const frame = fc.oneof(
  shaped,
  fc.string(),
  fc.json(),
  fc.anything(),
  fc.uint8Array().map((bytes) => bytes.buffer),
  shaped.map((text) => text.slice(0, Math.floor(text.length / 2))),
)

it('survives 10,000 random and malformed frames without an uncaught exception', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const onError = vi.fn()
  const { socket, conversation } = await connect({
    onError,
    clientTools: {
      known: (parameters) => parameters,
      failing: () => Promise.reject(new Error('no')),
    },
    onMCPToolApprovalRequest: (call) => call.tool_name === 'known',
    onAudioAlignment: () => {
      throw new Error('an integrator’s callback that throws')
    },
  })
  const frames = fc.sample(frame, { numRuns: 10_000, seed: 2026 })
  const thrown: unknown[] = []
  for (const data of frames) {
    try {
      socket.receive(data)
      conversation.sendFeedback(true)
    } catch (error) {
      thrown.push(error)
    }
  }
  expect(thrown).toEqual([])
  expect(onError.mock.calls.length).toBeGreaterThan(1000)
  // A fuzzed end_call may have ended the session; either way it ends cleanly.
  await conversation.endSession()
  expect(conversation.isOpen()).toBe(false)
  // The work is fixed (10,000 frames), so its time follows the machine's load; the timeout only
  // guards against a hang.
}, 60_000)

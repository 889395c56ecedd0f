/**
 * A typical program written for `@elevenlabs/client` 1.x, with only its import changed. `tsc`
 * checks this file (the package's `typecheck`): it compiling is the test. Lines marked
 * `@ts-expect-error` prove the types still refuse what they must.
 */
import { expectTypeOf } from 'vitest'
import {
  type AudioAlignmentEvent,
  type AudioWorkletConfig,
  type Callbacks,
  type ClientToolsConfig,
  type ContextUsageEvent,
  type ContextualUpdateOptions,
  Conversation,
  type ConversationCreatedCallback,
  type DisconnectionDetails,
  type FormatConfig,
  type IncomingSocketEvent,
  type InputConfig,
  type Location,
  type MCPToolApprovalHandler,
  type MCPToolApprovalRequest,
  type Mode,
  type Options,
  type OutputConfig,
  type PartialOptions,
  type PingEvent,
  type Role,
  type SendUserMessageOptions,
  type SessionConfig,
  SessionConnectionError,
  type Status,
  type TextConversation,
  type VoiceConversation,
} from './index'

const log = (...values: unknown[]) => values

// Every callback of the official client, typed as its documentation shows them.
const callbacks: Callbacks = {
  onConnect: ({ conversationId }) => log(conversationId.length),
  onDisconnect: (details: DisconnectionDetails) => {
    if (details.reason === 'error') log(details.message, details.context.type, details.closeCode)
    if (details.reason === 'agent') log(details.closeReason)
  },
  // biome-ignore lint/suspicious/noExplicitAny: the official client types this argument as any.
  onError: (message: string, context?: any) => log(message, context),
  onMessage: ({ message, source, role, event_id }) => {
    const who: Role = role
    log(message.trim(), source === 'ai', who, event_id)
  },
  onAudio: (base64Audio) => log(base64Audio.length),
  onModeChange: ({ mode }) => log(mode === 'speaking'),
  onStatusChange: ({ status }) => log(status === 'connected'),
  onCanSendFeedbackChange: ({ canSendFeedback }) => log(!canSendFeedback),
  onUnhandledClientToolCall: (call) => log(call.tool_name, call.tool_call_id, call.parameters),
  onVadScore: ({ vadScore }) => log(vadScore * 2),
  onMCPToolCall: (call) => {
    if (call.state === 'awaiting_approval') log(call.approval_timeout_secs * 1000)
    if (call.state === 'failure') log(call.error_message.length)
    if (call.state === 'success') log(call.result.length)
  },
  onMCPConnectionStatus: ({ integrations }) =>
    log(integrations.filter((integration) => integration.is_connected).length),
  onAgentToolRequest: (request) => log(request.tool_name, request.tool_type, request.event_id),
  onAgentToolResponse: (response) => log(response.tool_name === 'end_call', response.is_error),
  onConversationMetadata: (metadata) =>
    log(metadata.conversation_id, metadata.user_input_audio_format),
  onAsrInitiationMetadata: (metadata) => log(Object.keys(metadata)),
  onInterruption: ({ event_id }) => log(event_id + 1),
  onAgentResponseCorrection: (correction) =>
    log(correction.original_agent_response, correction.corrected_agent_response),
  onAgentChatResponsePart: ({ text, type, event_id }) =>
    log(type === 'delta' ? text : '', event_id),
  onAgentReasoningResponsePart: ({ text, type, event_id }) =>
    log(text, type === 'stop', event_id.length),
  onRichContent: ({ rich_content_id, component, props, event_id }) =>
    log(rich_content_id, component, props, event_id),
  onGuardrailTriggered: () => log('guardrail'),
  onAudioAlignment: (alignment: AudioAlignmentEvent) =>
    log(alignment.chars.join(''), alignment.char_start_times_ms[0], alignment.char_durations_ms[0]),
  onAgentTyping: ({ is_typing, duration_ms }) => log(is_typing, duration_ms),
  onExternalAgentConnected: () => log('joined'),
  onExternalAgentDisconnected: () => log('left'),
  onPing: (ping: PingEvent) => log(ping.event_id, ping.ping_ms ?? 0),
  onContextUsage: (usage: ContextUsageEvent) =>
    log(usage.context_tokens / usage.context_limit_tokens, usage.model, usage.event_id),
  // biome-ignore lint/suspicious/noExplicitAny: the official client types this argument as any.
  onDebug: (props: any) => log(props),
  onIncomingEvent: (event: IncomingSocketEvent) => log(event.type),
  // biome-ignore lint/suspicious/noExplicitAny: the official client types this argument as any.
  onOutgoingEvent: (event: any) => log(event),
}

const approve: MCPToolApprovalHandler = async (call: MCPToolApprovalRequest, { signal }) =>
  !signal.aborted && call.tool_name !== 'delete_account' && call.approval_timeout_secs > 0

const tools: ClientToolsConfig['clientTools'] = {
  displayMessage: async ({ text }: { text: string }) => {
    log(text)
    return 'Message displayed'
  },
  getTime: () => Date.now(),
  logEvent: (parameters: Record<string, unknown>) => {
    log(parameters)
  },
}

let conversation: Conversation | null = null
const created: ConversationCreatedCallback = (started) => {
  conversation = started
}

const options: PartialOptions = {
  agentId: 'agent_123',
  connectionType: 'websocket',
  origin: 'wss://api.elevenlabs.io',
  authorization: 'token',
  overrides: {
    agent: {
      prompt: { prompt: 'You are helpful.', llm: 'gpt-4o' },
      firstMessage: 'Hi!',
      language: 'en',
    },
    tts: { voiceId: 'voice', speed: 1.1, stability: 0.5, similarityBoost: 0.7 },
    asr: { keywords: ['Kookaburra'] },
    conversation: { textOnly: false },
  },
  customLlmExtraBody: { temperature: 0.2 },
  dynamicVariables: { name: 'Ada', visits: 3, member: true },
  userId: 'user-1',
  useWakeLock: true,
  connectionDelay: { default: 0, android: 3000, ios: 0 },
  textOnly: false,
  inputDeviceId: 'mic',
  outputDeviceId: 'speaker',
  preferHeadphonesForIosDevices: true,
  workletPaths: { rawAudioProcessor: '/raw.js', audioConcatProcessor: '/concat.js' },
  libsampleratePath: '/libsamplerate.worklet.js',
  clientTools: tools,
  onMCPToolApprovalRequest: approve,
  onConversationCreated: created,
  ...callbacks,
}
const full: Options = { ...options, signedUrl: 'wss://signed' }
const config: SessionConfig = { signedUrl: 'wss://signed' }
const worklets: AudioWorkletConfig = { workletPaths: { rawAudioProcessor: '/raw.js' } }
const location: Location = 'eu-residency'
log(full, config, worklets, location)

async function start(): Promise<void> {
  try {
    conversation = await Conversation.startSession(options)
  } catch (error) {
    if (error instanceof SessionConnectionError) log(error.closeCode, error.closeReason)
    return
  }
  const session = conversation
  const id: string = session.getId()
  const open: boolean = session.isOpen()
  const status: Status = session.status
  const mode: Mode = session.mode
  log(id, open, status, mode, session.canSendFeedback)
  session.setVolume({ volume: 0.5 })
  session.setMicMuted(true)
  const input: Uint8Array<ArrayBuffer> = session.getInputByteFrequencyData()
  const output: Uint8Array<ArrayBuffer> = session.getOutputByteFrequencyData()
  const levels: number = session.getInputVolume() + session.getOutputVolume()
  log(input, output, levels)
  session.sendFeedback(true)
  session.sendFeedback(false, 12)
  session.sendFeedback(null)
  const update: ContextualUpdateOptions = { contextId: 'page' }
  session.sendContextualUpdate('The user opened pricing.', update)
  session.sendContextualUpdate('Scrolled.')
  const attribution: SendUserMessageOptions = { richContentId: 'rc-1' }
  session.sendUserMessage('This one', attribution)
  session.sendUserMessage('Hello')
  session.sendUserActivity()
  session.sendMCPToolApprovalResult('call-1', true)
  if (session.type === 'voice') {
    const format: FormatConfig = { format: 'pcm', sampleRate: 16000 }
    const microphone: InputConfig = { inputDeviceId: 'mic-2', ...format }
    const speaker: OutputConfig = { outputDeviceId: 'speaker-2' }
    await session.changeInputDevice(microphone)
    await session.changeOutputDevice(speaker)
  }
  await session.endSession()
}
log(start)

// The conversation's kinds, as the official client names them.
expectTypeOf(
  Conversation.startSession({ agentId: 'a', textOnly: true as const }),
).resolves.toEqualTypeOf<TextConversation>()
expectTypeOf(
  Conversation.startSession({ agentId: 'a', textOnly: false as const }),
).resolves.toEqualTypeOf<VoiceConversation>()
expectTypeOf(Conversation.startSession({ agentId: 'a' })).resolves.toEqualTypeOf<
  VoiceConversation | TextConversation
>()
expectTypeOf<VoiceConversation['type']>().toEqualTypeOf<'voice'>()
expectTypeOf<TextConversation['type']>().toEqualTypeOf<'text'>()
expectTypeOf<Options>().toEqualTypeOf<PartialOptions>()

// What the types must still refuse.
// @ts-expect-error feedback is a boolean or null, not a word
conversation?.sendFeedback('like')
// @ts-expect-error only the two transports exist
log({ connectionType: 'sse' } satisfies PartialOptions)
// @ts-expect-error the regions are named
log({ serverLocation: 'mars' } satisfies PartialOptions)
// @ts-expect-error a guardrail carries no payload
log({ onGuardrailTriggered: (event: { reason: string }) => event } satisfies Callbacks)

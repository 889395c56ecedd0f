/**
 * `@org/voice-core/testing`: a mock convai agent for tests and offline demos (Node only).
 */
export { convertRate, decodeAudio, encodeAudio, toneSamples } from './audio.ts'
export {
  type CloseDetails,
  type ConnectionRequest,
  type ConnectionSettings,
  MockConnection,
} from './connection.ts'
export {
  alignedResponse,
  type ContextUsageOptions,
  contextUsage,
  guardrail,
  type MCPToolCallOptions,
  mcpToolCall,
  serverEvent,
  streamedResponse,
  tentativeTranscripts,
} from './events.ts'
export {
  type ClientMessage,
  clientMessageType,
  PAYLOAD_KEYS,
  type ServerMessage,
  type ServerMessageType,
  serverMessage,
} from './messages.ts'
export {
  CONVERSATION_PATH,
  createMockAgent,
  type MockAgent,
  type MockAgentOptions,
  REFUSED_CLOSE_CODE,
} from './mock-agent.ts'
export {
  demo,
  type EchoOptions,
  echo,
  greeting,
  type InterruptionOptions,
  initiation,
  interruption,
  type Scenario,
} from './scenarios.ts'
export {
  createSignature,
  MAX_SIGNED_URL_TTL_SECONDS,
  type SignedUrlCheck,
  signConversationUrl,
  verifySignedUrl,
} from './signature.ts'
export {
  type ClientToolCallOptions,
  clientToolCall,
  close,
  drop,
  type EndCallOptions,
  endCall,
  MALFORMED_FRAMES,
  malformedFrames,
  type PingOptions,
  pause,
  ping,
} from './steps.ts'
export { UtteranceDetector, type UtteranceDetectorOptions } from './utterance.ts'

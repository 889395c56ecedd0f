/**
 * Names and options of `@elevenlabs/client` 1.x, so a program written for it compiles against
 * this package with only its import changed.
 */
import type { Conversation } from './conversation'
import type { MCPToolApprovalHandler } from './mcp-approvals'
import type {
  ClientTool,
  DeviceFormat,
  InputDeviceOptions,
  OutputDeviceOptions,
  SessionCallbacks,
  SessionOptions,
  WorkletPaths,
} from './options'

/** Who said a message: the visitor or the agent. */
export type Role = 'user' | 'agent'

/** The service's regions; each has its own socket origin. */
export type Location = 'us' | 'global' | 'eu-residency' | 'in-residency'

/** The transport. Only `'websocket'` is available here. */
export type ConnectionType = 'websocket' | 'webrtc'

/** Called with the conversation once it exists, just before `onConnect`. */
export type ConversationCreatedCallback = (conversation: Conversation) => void

/** What `sendContextualUpdate` accepts beside the text. */
export interface ContextualUpdateOptions {
  /** Sent as `context_id`, naming the update so a later one can replace it. */
  contextId?: string
}

/** What `sendUserMessage` accepts beside the text. */
export interface SendUserMessageOptions {
  /** Sent as `rich_content_id`: the rich-content row whose button the visitor tapped. */
  richContentId?: string
}

/** The options `@elevenlabs/client` takes that this engine adds to its own. */
export interface DropInOptions {
  /**
   * The region whose origin `agentId` connects to (`us` and `global`: `wss://api.elevenlabs.io`;
   * `eu-residency`, `in-residency`: their residency hosts). `origin` wins when both are given.
   */
  serverLocation?: Location
  /** `'websocket'`, the only transport here; `'webrtc'` fails the start with the reason. */
  connectionType?: ConnectionType
  /** Accepted and ignored: this engine resamples in its own worklet and loads no library. */
  libsampleratePath?: string
  /** Decides each MCP tool call awaiting approval; without it every such call is denied. */
  onMCPToolApprovalRequest?: MCPToolApprovalHandler
  /** Called with the conversation once it exists, just before `onConnect`. */
  onConversationCreated?: ConversationCreatedCallback
}

/** Everything `Conversation.startSession` accepts (the `@elevenlabs/client` name). */
export type Options = SessionOptions
/** Everything `Conversation.startSession` accepts, all optional (the `@elevenlabs/client` name). */
export type PartialOptions = SessionOptions
/** Every callback, all optional (the `@elevenlabs/client` name). */
export type Callbacks = SessionCallbacks
/** The client tools option (the `@elevenlabs/client` name). */
export type ClientToolsConfig = { clientTools: Record<string, ClientTool> }
/** The approval handler option (the `@elevenlabs/client` name). */
export type MCPToolApprovalConfig = Pick<DropInOptions, 'onMCPToolApprovalRequest'>
/** The option that hands over the conversation once it exists (the `@elevenlabs/client` name). */
export type ConversationLifecycleOptions = Pick<DropInOptions, 'onConversationCreated'>
/** The session options (the `@elevenlabs/client` name). */
export type SessionConfig = SessionOptions
/** The audio format fields of the device methods (the `@elevenlabs/client` name). */
export type FormatConfig = DeviceFormat
/** What `changeInputDevice` accepts (the `@elevenlabs/client` name). */
export type InputConfig = InputDeviceOptions
/** What `changeOutputDevice` accepts (the `@elevenlabs/client` name). */
export type OutputConfig = OutputDeviceOptions
/** Where the audio worklets load from (the `@elevenlabs/client` name). */
export type AudioWorkletConfig = { workletPaths?: WorkletPaths; libsampleratePath?: string }

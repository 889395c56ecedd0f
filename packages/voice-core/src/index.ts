export { Conversation } from './conversation'
export { SessionStartError } from './errors'
export type {
  ClientTool,
  DeviceFormat,
  DisconnectionDetails,
  InputDeviceOptions,
  OutputDeviceOptions,
  SessionCallbacks,
  SessionOptions,
  SessionOverrides,
  WorkletPaths,
} from './options'
export type {
  AgentToolResponseEvent,
  ClientToolCallEvent,
  InterruptionEvent,
} from './protocol/messages'
export type { SessionStats } from './stats'
export type { Mode, Status } from './status'

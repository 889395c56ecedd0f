export { unlockAudio } from './audio/unlock'
export { Conversation } from './conversation'
export { SessionStartError } from './errors'
export type {
  ClientTool,
  DeviceFormat,
  DisconnectionContext,
  DisconnectionDetails,
  InputDeviceOptions,
  OutputDeviceOptions,
  SessionCallbacks,
  SessionOptions,
  SessionOverrides,
  WorkletPaths,
} from './options'
export type {
  AgentResponseCorrectionEvent,
  AgentToolResponseEvent,
  ClientToolCallEvent,
  InitiationMetadataEvent,
  InterruptionEvent,
  PingEvent,
  ServerErrorEvent,
} from './protocol/messages'
export type { SessionStats } from './stats'
export type { Mode, Status } from './status'

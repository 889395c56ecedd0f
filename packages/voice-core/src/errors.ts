/**
 * Thrown by `Conversation.startSession` when the socket closes or fails before the server's
 * `conversation_initiation_metadata` arrives, so the conversation never started. Also exported as
 * `SessionConnectionError`, the `@elevenlabs/client` name, whose `closeCode` it carries too.
 */
export class SessionStartError extends Error {
  /** The WebSocket close code, when the socket closed (1006 when it failed without one). */
  readonly code: number
  /** Same as `code` (the `@elevenlabs/client` name). */
  readonly closeCode: number
  /** The server's close reason, or '' when it gave none. */
  readonly closeReason: string

  constructor(message: string, code: number, closeReason = '') {
    super(message)
    this.name = 'SessionStartError'
    this.code = this.closeCode = code
    this.closeReason = closeReason
  }
}

/** The message of every end caused by a socket `error` event. */
export const SOCKET_ERROR_MESSAGE = 'The connection was closed due to a socket error.'
/** The close reason sent when the user ends the conversation, as `@elevenlabs/client` sends it. */
export const USER_ENDED = 'User ended conversation'
/** The message of a server close that gave no reason. */
export const SERVER_CLOSE_MESSAGE = 'The connection was closed by the server.'

/** The end of a session whose microphone stopped (permission revoked, device unplugged). */
export const MICROPHONE_ENDED_MESSAGE =
  'The microphone stopped: its permission was revoked or the device was disconnected.'

/**
 * The error text when the page's Content Security Policy blocks a worklet module
 * (docs/messages.md#session).
 */
export function workletCspMessage(name: string): string {
  return `Failed to load the ${name} worklet module: the page's Content Security Policy blocks it. Allow blob: in script-src, or serve the worklet files and pass workletPaths.`
}

/** The error text when a worklet module cannot be loaded (docs/messages.md#session). */
export function workletLoadMessage(name: string): string {
  return `Failed to load the ${name} worklet module. Make sure the browser supports AudioWorklets.`
}

import { MICROPHONE_ERROR_TEXT } from './messages'

/** What the panel knows about microphone access: not yet asked, allowed, or refused. */
export type MicrophonePermission = 'unknown' | 'granted' | 'denied'

/** Why microphone access failed; each reason has its own catalogue text. */
export type MicrophoneErrorReason = keyof typeof MICROPHONE_ERROR_TEXT

/** The browser APIs the microphone checks use; tests and stories pass stand-ins. */
export interface MicrophoneApis {
  /** `navigator.mediaDevices` or a stand-in; absent means capture is not supported. */
  mediaDevices?: Pick<MediaDevices, 'getUserMedia'>
  /** `navigator.permissions` or a stand-in; absent means the state is learnt by asking. */
  permissions?: Pick<Permissions, 'query'>
}

/**
 * Raised when the microphone cannot be used. `message` is the catalogue text for `reason`;
 * `cause` is the browser's own error.
 */
export class MicrophoneAccessError extends Error {
  /** Which catalogue case this is. */
  readonly reason: MicrophoneErrorReason

  constructor(reason: MicrophoneErrorReason, cause?: unknown) {
    super(MICROPHONE_ERROR_TEXT[reason], { cause })
    this.name = 'MicrophoneAccessError'
    this.reason = reason
  }
}

const NOT_ALLOWED = new Set(['NotAllowedError', 'PermissionDeniedError', 'SecurityError'])
const NOT_FOUND = new Set(['NotFoundError', 'DevicesNotFoundError', 'OverconstrainedError'])

/**
 * Sorts an error from `getUserMedia` (or from a session start that opened the microphone) into
 * a catalogue case. Returns `undefined` for errors that are not about the microphone at all.
 */
export function microphoneErrorReason(error: unknown): MicrophoneErrorReason | undefined {
  if (error instanceof MicrophoneAccessError) return error.reason
  const name = (error as { name?: unknown } | null)?.name
  if (typeof name !== 'string') return undefined
  if (NOT_ALLOWED.has(name)) return 'not-allowed'
  if (NOT_FOUND.has(name)) return 'not-found'
  // A busy or broken device. An `AbortError` is left out: it also means a cancelled start.
  if (name === 'NotReadableError' || name === 'TrackStartError') return 'other'
  return undefined
}

/** The real browser APIs, read when called so importing this module touches no `window`. */
export function browserMicrophoneApis(): MicrophoneApis {
  const browser = typeof navigator === 'undefined' ? undefined : navigator
  return { mediaDevices: browser?.mediaDevices, permissions: browser?.permissions }
}

/**
 * Reads the permission state without prompting, through the Permissions API. Resolves
 * `undefined` where the browser cannot tell (no API, or `microphone` is not a known name), and
 * the status object so a caller can follow its `change` event.
 */
export async function queryMicrophone(
  apis: MicrophoneApis,
): Promise<{ permission: MicrophonePermission; status: PermissionStatus } | undefined> {
  if (!apis.permissions) return undefined
  try {
    const status = await apis.permissions.query({ name: 'microphone' as PermissionName })
    return { permission: permissionOf(status.state), status }
  } catch {
    return undefined
  }
}

/** Maps a Permissions API state onto the panel's three states (`prompt` is not yet known). */
export function permissionOf(state: PermissionState): MicrophonePermission {
  return state === 'granted' ? 'granted' : state === 'denied' ? 'denied' : 'unknown'
}

/**
 * The permission probe of docs/voice-chat.md#microphone: asks for audio only and stops the stream at once, so it only
 * learns whether the microphone may be used.
 *
 * @throws MicrophoneAccessError with the catalogue text for the failure.
 */
export async function probeMicrophone(apis: MicrophoneApis): Promise<void> {
  if (typeof apis.mediaDevices?.getUserMedia !== 'function') {
    throw new MicrophoneAccessError('not-supported')
  }
  let stream: MediaStream
  try {
    stream = await apis.mediaDevices.getUserMedia({ audio: true })
  } catch (error) {
    // Insecure pages and old engines reject with a TypeError: capture is not available here.
    if (error instanceof TypeError) throw new MicrophoneAccessError('not-supported', error)
    throw new MicrophoneAccessError(microphoneErrorReason(error) ?? 'other', error)
  }
  for (const track of stream.getTracks()) track.stop()
}

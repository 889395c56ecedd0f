/**
 * The user-facing texts of the voice chat, word for word from the product's error catalogue.
 * Kept in one place so the panel, the hooks and the tests read the same strings.
 */
export const VOICE_TEXT = {
  title: 'AI Voice Assistant',
  subtitle: 'Talk to our AI assistant right now for immediate voice assistance.',
  connectedToast: 'Connected',
  connectedDescription: 'Voice agent is now connected. You can start speaking!',
  disconnectedToast: 'Disconnected',
  disconnectedDescription: 'The voice chat has been ended.',
  connectionErrorToast: 'Connection Error',
  connectionErrorDescription:
    'Failed to connect to the voice agent. Please check your microphone permissions and try again.',
  connectionErrorInline: 'Failed to connect to voice agent. Please try again.',
  connectionFailedToast: 'Connection Failed',
  microphoneToast: 'Microphone Access Required',
  microphoneDenied:
    "Microphone access is required for voice chat. Please click the microphone icon in your browser's address bar and allow access, then try again.",
} as const

/** Why a microphone probe failed, and the catalogue text for each reason. */
export const MICROPHONE_ERROR_TEXT = {
  'not-allowed':
    "Microphone access was denied. Please click the microphone icon in your browser's address bar and allow access.",
  'not-found': 'No microphone found. Please connect a microphone and try again.',
  'not-supported': 'Microphone access is not supported in this browser.',
  other: 'Microphone access denied. Please allow microphone permissions and try again.',
} as const

/** Whether a shown error is one of the microphone texts above (its way forward is typing). */
export function isMicrophoneErrorText(text: string | undefined): boolean {
  return Object.values<string>(MICROPHONE_ERROR_TEXT).includes(text ?? '')
}

/** Texts raised while fetching a signed session URL (see `supabaseSignedUrl`). */
export const SIGNED_URL_TEXT = {
  failed: (reason: string) => `Failed to get signed URL: ${reason}`,
  noData: 'No response data from server',
  server: (error: string, details?: string) =>
    details ? `Server error: ${error} (${details})` : `Server error: ${error}`,
  noSignedUrl: 'No signed URL received from server',
} as const

/** Substrings of a failure and the plainer words the panel shows instead. */
const DISPLAY_MAPPING: readonly (readonly [needle: string, shown: string])[] = [
  ['Agent not found', 'Voice agent configuration error. Please contact support.'],
  ['API key', 'Voice service configuration error. Please contact support.'],
  ['Failed to fetch', 'Network error. Please check your connection and try again.'],
]

/** Every message of an error and its causes, outermost first. */
function messagesOf(error: unknown): string[] {
  const messages: string[] = []
  let current: unknown = error
  // A cause chain is short; the bound only guards against a cycle.
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth++) {
    if (typeof current === 'string') {
      messages.push(current)
      break
    }
    if (current instanceof Error) {
      messages.push(current.message)
      current = current.cause
    } else break
  }
  return messages
}

/**
 * The words the panel shows for a failure: a configuration or network problem in plain words
 * (matched in the message or any of its causes), otherwise the message as it is. Empty
 * messages fall back to the catalogue's generic connection text.
 *
 * @example
 * voiceErrorMessage(new Error('Server error: Agent not found (Ask the site owner.)'))
 * // 'Voice agent configuration error. Please contact support.'
 */
export function voiceErrorMessage(error: unknown): string {
  const messages = messagesOf(error)
  for (const [needle, shown] of DISPLAY_MAPPING) {
    if (messages.some((message) => message.includes(needle))) return shown
  }
  return messages[0] || VOICE_TEXT.connectionErrorInline
}

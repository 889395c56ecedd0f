import type { ConversationStatus } from './drop-in-types'

/** The words the voice panel shows for each state of a session (docs/voice-chat.md#panel-states). */
export type VoiceStatusLabel = 'Ready to connect' | 'Connecting...' | 'Listening...' | 'Speaking...'

/**
 * Maps a session's status and whether the agent is speaking to the label the visitor reads.
 *
 * @example
 * voiceStatusLabel({ status: 'connected', isSpeaking: true }) // 'Speaking...'
 */
export function voiceStatusLabel({
  status,
  isSpeaking,
}: {
  status: ConversationStatus
  isSpeaking: boolean
}): VoiceStatusLabel {
  switch (status) {
    case 'connecting':
      return 'Connecting...'
    case 'connected':
      return isSpeaking ? 'Speaking...' : 'Listening...'
    case 'disconnecting':
    case 'disconnected':
    case 'error':
      return 'Ready to connect'
  }
}

import type { ConversationStatus } from './drop-in-types'
import { voiceStatusLabel } from './status-label'

/** Props of {@link VoiceStatus}. */
export interface VoiceStatusProps {
  /** The session's status. */
  status: ConversationStatus
  /** Whether the agent is speaking; only read while connected. */
  isSpeaking: boolean
  /** Extra classes for the wrapper. */
  className?: string
}

/**
 * The status line of the voice panel. A polite live region, so screen readers hear
 * "Connecting...", "Listening..." and "Speaking..." as they change.
 */
export function VoiceStatus({ status, isSpeaking, className }: VoiceStatusProps) {
  return (
    <p role="status" aria-live="polite" className={className} data-status={status}>
      {voiceStatusLabel({ status, isSpeaking })}
    </p>
  )
}

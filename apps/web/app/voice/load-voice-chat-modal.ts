import type { VoiceChatModalProps } from '@org/voice-react'
import type { ComponentType } from 'react'
import { loadToasts } from '../shell/load-toasts'

type ModalModule = { default: ComponentType<VoiceChatModalProps> }

let pending: Promise<ModalModule> | undefined

/**
 * Loads the voice chat modal's code (`@org/voice-react` with the voice engine; the backend client
 * follows when a call starts), a chunk of its own that no page loads up front, together with the
 * toaster the modal reports through. Calls share one download; a failed one can be retried.
 */
export function loadVoiceChatModal(): Promise<ModalModule> {
  // The Start path (human check, signer client) comes along, so pressing Start waits for nothing.
  pending ??= Promise.all([
    import('@org/voice-react'),
    loadToasts(),
    import('./voice-signed-url'),
  ]).then(
    ([module]) => ({ default: module.VoiceChatModal }),
    (error: unknown) => {
      pending = undefined
      throw error
    },
  )
  return pending
}

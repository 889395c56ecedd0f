import type { ComponentType } from 'react'
import { loadToasts } from '../shell/load-toasts'
import type { VoiceChatModalProps } from './voice-chat-modal-props'

type ModalModule = { default: ComponentType<VoiceChatModalProps> }

let pending: Promise<ModalModule> | undefined

/**
 * Loads the voice chat modal's code (the modal, the voice engine and the backend client), a chunk
 * of its own that no page loads up front, with the toaster the modal reports through. Calls share
 * one download; a failed one can be retried.
 */
export function loadVoiceChatModal(): Promise<ModalModule> {
  pending ??= Promise.all([import('./voice-chat-modal.temporary'), loadToasts()]).then(
    ([module]) => ({ default: module.VoiceChatModal }),
    (error: unknown) => {
      pending = undefined
      throw error
    },
  )
  return pending
}

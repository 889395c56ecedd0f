import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@org/ui'
import type { VoiceChatModalProps } from './voice-chat-modal-props'

/**
 * TEMPORARY stand-in for `@org/voice-react`'s `VoiceChatModal` until that package ships it:
 * the same props and title, no voice session. Delete this file when the real modal is wired.
 */
export function VoiceChatModal({ open, onOpenChange, agentId }: VoiceChatModalProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>AI Voice Assistant</DialogTitle>
        <DialogDescription>Voice chat with agent {agentId} is being connected.</DialogDescription>
      </DialogContent>
    </Dialog>
  )
}

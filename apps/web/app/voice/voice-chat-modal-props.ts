/**
 * The props `@org/voice-react`'s `VoiceChatModal` takes, as the site passes them.
 */
export interface VoiceChatModalProps {
  open: boolean
  onOpenChange(open: boolean): void
  agentId: string
  supabaseUrl?: string
  supabaseAnonKey?: string
}

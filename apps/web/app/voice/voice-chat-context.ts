import { createContext, useContext } from 'react'

/** What any part of the site can do with the one voice chat. */
export interface VoiceChatControls {
  /** Opens the voice chat modal, loading its code first if needed. */
  openVoiceChat(): void
  /** Starts loading the modal's code, so a later open is instant (on hover or focus of a trigger). */
  prefetchVoiceChat(): void
}

/** The site's voice chat; provided once by {@link VoiceChatProvider} around the whole shell. */
export const VoiceChatContext = createContext<VoiceChatControls | null>(null)

/** The voice chat controls; throws outside the provider, where no modal could open. */
export function useVoiceChat(): VoiceChatControls {
  const controls = useContext(VoiceChatContext)
  if (!controls) throw new Error('useVoiceChat needs a <VoiceChatProvider> above it.')
  return controls
}

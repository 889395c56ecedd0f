import { SiteHeader } from '@org/ui'
import { useLocation } from 'react-router-dom'
import { useVoiceChat } from '../voice/voice-chat-context'
import { RouterLink } from './router-link'
import { headerContent } from './site-navigation'

/** `@org/ui`'s header with the site's navigation, router links and the voice chat. */
export function Header() {
  const { pathname } = useLocation()
  const { openVoiceChat, prefetchVoiceChat } = useVoiceChat()
  return (
    <SiteHeader
      {...headerContent}
      onChatNow={openVoiceChat}
      onChatNowIntent={prefetchVoiceChat}
      linkComponent={RouterLink}
      currentPath={pathname}
    />
  )
}

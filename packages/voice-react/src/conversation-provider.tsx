import { type ReactNode, useEffect, useRef, useState } from 'react'
import { ConversationStore } from './conversation-store'
import {
  ConversationContext,
  type UseConversationOptions,
  useControlledSettings,
} from './use-conversation'

/** Props of {@link ConversationProvider}: default options for every session, and the tree. */
export interface ConversationProviderProps extends UseConversationOptions {
  children?: ReactNode
  /** Controlled microphone mute (the `@elevenlabs/react` name of `micMuted`). */
  isMuted?: boolean
  /** Told each time `setMuted` changes the mute state. */
  onMutedChange?: (isMuted: boolean) => void
}

/**
 * Shares one conversation with every `useConversation` below it, as `@elevenlabs/react`'s
 * provider does: each hook sees the same status and may start or end the session, and each
 * hook's callbacks hear it. Its props are the defaults of every session; the session ends when
 * the provider unmounts.
 *
 * @example
 * <ConversationProvider agentId="demo-agent" getSignedUrl={getSignedUrl}>
 *   <CallButton />
 *   <CallStatus />
 * </ConversationProvider>
 */
export function ConversationProvider({ children, isMuted, ...props }: ConversationProviderProps) {
  const options = { ...props, micMuted: props.micMuted ?? isMuted }
  const latest = useRef(options)
  latest.current = options
  const [store] = useState(() => new ConversationStore(() => latest.current))
  useEffect(() => () => void store.endSession().catch(() => {}), [store])
  useControlledSettings(store, options)
  return <ConversationContext value={store}>{children}</ConversationContext>
}

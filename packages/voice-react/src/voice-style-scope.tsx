import { cn, PortalContainer } from '@org/ui'
import { type ReactNode, useState } from 'react'

/** The class the prebuilt stylesheet (`@org/voice-react/styles.css`) is scoped to. */
export const VOICE_STYLE_SCOPE = 'kb-voice'

const CONTENTS = { display: 'contents' } as const

/** Props of {@link VoiceStyleScope}. */
export interface VoiceStyleScopeProps {
  children?: ReactNode
  className?: string
}

/**
 * The element the prebuilt stylesheet applies inside: wrap the panel in it in an app without
 * Tailwind. The panel's dialog mounts inside it too (not at the end of `<body>`, out of scope),
 * so it is styled while the rest of the page keeps its own styles.
 *
 * @example
 * import '@org/voice-react/styles.css'
 * <VoiceStyleScope><VoiceChatModal open={open} onOpenChange={setOpen} agentId="..." /></VoiceStyleScope>
 */
export function VoiceStyleScope({ children, className }: VoiceStyleScopeProps) {
  // State, not a ref: the portals need the element once it exists, so its arrival re-renders.
  const [element, setElement] = useState<HTMLDivElement | null>(null)
  return (
    // `display: contents`: the scope adds no box of its own, so the stylesheet's page colours on
    // it (it stands in for `<html>`) paint nothing while its text styles still inherit.
    <div ref={setElement} className={cn(VOICE_STYLE_SCOPE, className)} style={CONTENTS}>
      <PortalContainer container={element}>{children}</PortalContainer>
    </div>
  )
}

import { createContext, type ReactNode, useContext } from 'react'

const PortalContainerContext = createContext<HTMLElement | null>(null)

/** Props of {@link PortalContainer}. */
export interface PortalContainerProps {
  /** Where dialogs, sheets and tooltips below mount; `null` keeps the default, `document.body`. */
  container: HTMLElement | null
  children?: ReactNode
}

/**
 * Mounts the portals of the dialogs, sheets and tooltips below it inside `container` instead of
 * `document.body`: inside a shadow root (where the page's styles cannot reach and the component's
 * own styles live) or inside a scoped stylesheet's root element.
 *
 * @example
 * <PortalContainer container={shadowRootDiv}><VoiceChatModal ... /></PortalContainer>
 */
export function PortalContainer({ container, children }: PortalContainerProps) {
  return <PortalContainerContext value={container}>{children}</PortalContainerContext>
}

/** The element portals mount in, or `undefined` for Radix's default (`document.body`). */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainerContext) ?? undefined
}

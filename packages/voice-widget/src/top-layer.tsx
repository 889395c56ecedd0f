import { PortalContainer } from '@org/ui'
import { type ReactNode, useEffect, useState } from 'react'

/** Props of {@link TopLayer}. */
export interface TopLayerProps {
  children?: ReactNode
}

/**
 * Where the widget's floating parts (the panel and its toasts) render: a manual popover, shown
 * for the element's whole life, so the browser paints it in the top layer. A host page may put
 * the element inside a card that makes its own stacking context (`isolation`, `z-index`,
 * `transform`…); anything fixed inside that card is painted with the card, under whatever the
 * page layers above it (a sticky header, the footer), whatever its own `z-index`. The top layer
 * is above all of that. The popover draws no box of its own (`widget.css`), and browsers without
 * popovers ignore the attribute and keep the old placement.
 */
export function TopLayer({ children }: TopLayerProps) {
  // State, not a ref: the portals need the element once it exists, so its arrival re-renders.
  const [layer, setLayer] = useState<HTMLDivElement | null>(null)
  useEffect(() => {
    // Only a connected element can be shown: the host page may have removed the widget already.
    if (!layer?.isConnected || !('showPopover' in layer)) return
    if (!layer.matches(':popover-open')) layer.showPopover()
  }, [layer])
  return (
    <div ref={setLayer} popover="manual" data-part="layer">
      <PortalContainer container={layer}>{children}</PortalContainer>
    </div>
  )
}

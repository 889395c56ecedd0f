import { MenuIcon } from 'lucide-react'
import { type ComponentType, useRef, useState } from 'react'
import { Button } from './button'
import type { SiteHeaderMenuPanelProps } from './site-header-menu-panel'
import type { ExternalNavLink, LinkComponent, NavGroup, NavLink } from './site-link'

/** Props of {@link SiteHeaderMenu}. */
export interface SiteHeaderMenuProps {
  brand: string
  homeHref: string
  title: string
  navLabel: string
  toggleLabel: { open: string; close: string }
  services: NavGroup
  links: readonly NavLink[]
  phone?: ExternalNavLink
  chatNowLabel: string
  getStarted: ExternalNavLink
  onChatNow: () => void
  onChatNowIntent?: () => void
  linkComponent: LinkComponent
  currentPath?: string
}

const loadPanel = () => import('./site-header-menu-panel')

/**
 * The phone menu: a toggle that opens a sheet (`SiteHeaderMenuPanel`) with the site's links, the
 * phone number, Chat Now and Get Started. The sheet's code, a modal dialog's, starts loading when
 * the visitor reaches for the toggle (pointer over or down on it, or focus on it), so a page that
 * is only read never fetches it; a press opens the sheet once that code is there. If it cannot
 * load, the menu stays closed and the next press tries again.
 */
export function SiteHeaderMenu({ toggleLabel, ...menu }: SiteHeaderMenuProps) {
  const [open, setOpen] = useState(false)
  // Once loaded, the panel stays mounted, so closing it animates out.
  const [Panel, setPanel] = useState<ComponentType<SiteHeaderMenuPanelProps> | null>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const preload = () => {
    // Only a head start: the press below loads again and handles a failure.
    loadPanel().catch(() => {})
  }
  const openMenu = () => {
    loadPanel().then(
      (module) => {
        setPanel(() => module.default)
        setOpen(true)
      },
      (error: unknown) => console.error('The menu could not load:', error),
    )
  }
  return (
    <>
      <Button
        ref={toggleRef}
        variant="ghost"
        aria-label={toggleLabel.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="size-11 px-0 md:hidden"
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={openMenu}
      >
        <MenuIcon aria-hidden="true" strokeWidth={2} className="size-6" />
      </Button>
      {Panel ? (
        <Panel
          {...menu}
          closeLabel={toggleLabel.close}
          open={open}
          onOpenChange={setOpen}
          toggleRef={toggleRef}
        />
      ) : null}
    </>
  )
}

import * as Collapsible from '@radix-ui/react-collapsible'
import { ChevronDownIcon, MicIcon } from 'lucide-react'
import { type RefObject, useRef } from 'react'
import { Button } from './button'
import { cn } from './cn'
import { PhoneLink } from './contact-links'
import { ExternalLink } from './external-link'
import { Logo } from './logo'
import { Sheet, SheetContent, SheetTitle } from './sheet'
import type { SiteHeaderMenuProps } from './site-header-menu'
import { isCurrent } from './site-link'

/** Props of {@link SiteHeaderMenuPanel}: the menu's, and the open state its toggle holds. */
export interface SiteHeaderMenuPanelProps extends Omit<SiteHeaderMenuProps, 'toggleLabel'> {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The toggle, where focus returns when the menu closes. */
  toggleRef: RefObject<HTMLButtonElement | null>
  closeLabel: string
}

// A plain string, not a cn() call, so bundles that do not use it drop it.
const rowClassName =
  'flex min-h-12 w-full items-center justify-between gap-3 rounded-control px-3 text-lg font-semibold text-ink ' +
  'transition-colors duration-150 hover:bg-muted motion-reduce:transition-none ' +
  'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus ' +
  'aria-[current=page]:text-primary'

/**
 * The phone menu's sheet, in a module of its own so its dialog code loads when the visitor first
 * opens the menu (see {@link SiteHeaderMenu}): the logo, the Services group (collapsible), any
 * other links, the phone number, and Chat Now and Get Started at the bottom. Esc, the close
 * button or following a link closes it, and focus returns to the toggle. Chat Now closes the menu
 * first and calls `onChatNow` once focus is back on the toggle, so the voice chat that opens
 * returns focus there when it closes.
 */
export default function SiteHeaderMenuPanel({
  brand,
  homeHref,
  title,
  navLabel,
  closeLabel,
  services,
  links,
  phone,
  chatNowLabel,
  getStarted,
  onChatNow,
  onChatNowIntent,
  linkComponent: Link,
  currentPath,
  open,
  onOpenChange,
  toggleRef,
}: SiteHeaderMenuPanelProps) {
  const chatAfterClose = useRef(false)
  const close = () => onOpenChange(false)
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        aria-describedby={undefined}
        closeLabel={closeLabel}
        className="w-[min(24rem,calc(100vw-1.5rem))] gap-0 px-4 pt-3 pb-6"
        onCloseAutoFocus={(event) => {
          // The toggle is not a Radix trigger (it renders before this code loads), so focus is
          // returned to it here rather than by the dialog.
          event.preventDefault()
          toggleRef.current?.focus()
          if (!chatAfterClose.current) return
          chatAfterClose.current = false
          onChatNow()
        }}
      >
        <SheetTitle className="sr-only">{title}</SheetTitle>
        <div className="flex h-11 items-center pr-12">
          <Link
            href={homeHref}
            onClick={close}
            className="rounded-control focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            <Logo text={brand} />
          </Link>
        </div>
        <nav aria-label={navLabel} className="mt-6 flex flex-col">
          <Collapsible.Root className="border-y border-border py-2">
            <Collapsible.Trigger className={cn(rowClassName, 'group')}>
              {services.label}
              <ChevronDownIcon
                aria-hidden="true"
                strokeWidth={2}
                className="size-5 text-ink-muted transition-transform duration-150 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
              />
            </Collapsible.Trigger>
            <Collapsible.Content className="motion-safe:animate-fade-in">
              <ul className="ml-3 flex flex-col border-l-2 border-primary-soft py-1 pl-2">
                {services.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      onClick={close}
                      aria-current={isCurrent(link.href, currentPath) ? 'page' : undefined}
                      className={cn(rowClassName, 'min-h-11 text-base font-medium text-ink-muted')}
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </Collapsible.Content>
          </Collapsible.Root>
          {links.length > 0 ? (
            <ul className="flex flex-col border-b border-border py-2">
              {links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    onClick={close}
                    aria-current={isCurrent(link.href, currentPath) ? 'page' : undefined}
                    className={rowClassName}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </nav>
        {phone ? (
          <div className="border-b border-border px-3 py-4">
            <PhoneLink
              display={phone.label}
              href={phone.href}
              className="min-h-11 text-lg no-underline hover:underline"
            />
          </div>
        ) : null}
        <div className="mt-auto flex flex-col gap-3 pt-8">
          <Button
            size="lg"
            onClick={() => {
              chatAfterClose.current = true
              close()
            }}
            onPointerEnter={onChatNowIntent}
            onFocus={onChatNowIntent}
          >
            <MicIcon aria-hidden="true" strokeWidth={2} className="size-5" />
            {chatNowLabel}
          </Button>
          <ExternalLink href={getStarted.href} variant="secondary" size="lg">
            {getStarted.label}
          </ExternalLink>
        </div>
      </SheetContent>
    </Sheet>
  )
}

import * as NavigationMenu from '@radix-ui/react-navigation-menu'
import { ArrowRightIcon, ChevronDownIcon } from 'lucide-react'
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react'
import { cn } from './cn'
import { isCurrent, type LinkComponent, type NavGroup, type NavLink } from './site-link'

/** A short pitch shown beside the Services links, with the Chat Now button. */
export interface ServicesFeature {
  /** e.g. "Hear it for yourself". */
  title: string
  /** One or two short sentences. */
  description: string
}

/** Props of {@link SiteHeaderNav}. */
export interface SiteHeaderNavProps {
  services: NavGroup
  links: readonly NavLink[]
  label: string
  feature?: ServicesFeature
  chatNowLabel: string
  onChatNow: () => void
  onChatNowIntent?: () => void
  linkComponent: LinkComponent
  currentPath?: string
}

// A plain string, not a cn() call, so bundles that do not use it drop it.
const topLevelClassName =
  'group inline-flex min-h-10 items-center gap-1 rounded-control px-3 font-semibold text-ink ' +
  'transition-colors duration-150 hover:bg-ink/5 data-[state=open]:bg-ink/5 ' +
  'aria-[current=page]:text-primary motion-reduce:transition-none ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus'

/**
 * The desktop navigation: the Services dropdown (Radix NavigationMenu) and any top-level links.
 * Enter, Space or a click opens the dropdown, Arrow Down moves into it, the arrow keys move
 * between its links, and Esc closes it with focus back on the trigger. Following a link, or
 * choosing Chat Now in the feature tile, closes it.
 */
export function SiteHeaderNav({
  services,
  links,
  label,
  feature,
  chatNowLabel,
  onChatNow,
  onChatNowIntent,
  linkComponent: Link,
  currentPath,
}: SiteHeaderNavProps) {
  const [value, setValue] = useState('')
  const triggerRef = useRef<HTMLButtonElement>(null)
  useExposedFocusProxy(triggerRef, value !== '')
  const servicesCurrent = services.links.some((link) => isCurrent(link.href, currentPath))
  return (
    <NavigationMenu.Root
      value={value}
      onValueChange={setValue}
      aria-label={label}
      className="relative hidden md:block"
    >
      <NavigationMenu.List className="flex items-center gap-1">
        <NavigationMenu.Item value="services">
          <NavigationMenu.Trigger
            ref={triggerRef}
            className={cn(topLevelClassName, servicesCurrent && 'text-primary')}
          >
            {services.label}
            <ChevronDownIcon
              aria-hidden="true"
              strokeWidth={2}
              className="size-4 text-ink-muted transition-transform duration-150 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
            />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content
            className={cn('grid', feature ? 'w-[40rem] grid-cols-[1fr_15rem]' : 'w-[24rem]')}
          >
            <ul className="flex flex-col gap-0.5 p-2">
              {services.links.map((link) => (
                <li key={link.href}>
                  <NavigationMenu.Link asChild active={isCurrent(link.href, currentPath)}>
                    <Link href={link.href} className={menuLinkClassName}>
                      <MenuLinkBody link={link} />
                    </Link>
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
            {feature ? (
              <ServicesFeatureTile
                feature={feature}
                chatNowLabel={chatNowLabel}
                onChatNow={() => {
                  setValue('')
                  onChatNow()
                }}
                onChatNowIntent={onChatNowIntent}
              />
            ) : null}
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        {links.map((link) => (
          <NavigationMenu.Item key={link.href}>
            <NavigationMenu.Link asChild active={isCurrent(link.href, currentPath)}>
              <Link href={link.href} className={topLevelClassName}>
                {link.label}
              </Link>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
      {/* The panel renders after the whole list, so Tab from its last link moves on in the bar. */}
      <div className="absolute top-full left-0 z-50 pt-3">
        <NavigationMenu.Viewport className="overflow-hidden rounded-card border border-border bg-surface-raised shadow-raised motion-safe:animate-fade-in" />
      </div>
    </NavigationMenu.Root>
  )
}

/**
 * Radix puts an empty, focusable span after an open trigger to steer Tab into the panel, and
 * marks it `aria-hidden`, which hides a focusable element from assistive technology (a WCAG
 * failure axe reports). The span has no content, so exposing it costs nothing.
 */
function useExposedFocusProxy(triggerRef: RefObject<HTMLButtonElement | null>, open: boolean) {
  useEffect(() => {
    if (!open) return
    const proxy = triggerRef.current?.nextElementSibling
    if (proxy instanceof HTMLElement && proxy.tabIndex === 0 && proxy.childElementCount === 0) {
      proxy.removeAttribute('aria-hidden')
    }
  }, [triggerRef, open])
}

// A plain string, not a cn() call, so bundles that do not use it drop it.
const menuLinkClassName =
  'group/link flex items-center gap-3 rounded-control px-3 py-2.5 text-ink outline-none ' +
  'transition-colors duration-150 hover:bg-muted focus-visible:bg-muted motion-reduce:transition-none ' +
  'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus ' +
  'aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary'

/** A menu entry: optional icon tile, label, optional description, and an arrow that slides in. */
function MenuLinkBody({ link }: { link: NavLink }) {
  return (
    <>
      {link.icon ? (
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-control border border-border bg-surface text-primary [&_svg]:size-5"
        >
          {link.icon}
        </span>
      ) : null}
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold">{link.label}</span>
        {link.description ? (
          <span className="text-sm text-ink-muted">{link.description}</span>
        ) : null}
      </span>
      <ArrowRightIcon
        aria-hidden="true"
        strokeWidth={2}
        className={cn(
          'size-4 shrink-0 text-primary opacity-0 transition duration-150 motion-reduce:transition-none',
          '-translate-x-1 group-hover/link:translate-x-0 group-hover/link:opacity-100',
          'group-focus-visible/link:translate-x-0 group-focus-visible/link:opacity-100',
        )}
      />
    </>
  )
}

function ServicesFeatureTile({
  feature,
  chatNowLabel,
  onChatNow,
  onChatNowIntent,
}: {
  feature: ServicesFeature
  chatNowLabel: string
  onChatNow: () => void
  onChatNowIntent?: () => void
}): ReactNode {
  return (
    <div className="relative flex flex-col gap-2 overflow-hidden border-l border-border bg-primary-soft p-5">
      <WaveGlyph />
      <p className="font-bold text-ink">{feature.title}</p>
      <p className="text-sm text-ink-muted">{feature.description}</p>
      <button
        type="button"
        onClick={onChatNow}
        onPointerEnter={onChatNowIntent}
        onFocus={onChatNowIntent}
        className={cn(
          'mt-auto inline-flex min-h-10 items-center gap-2 self-start rounded-control bg-primary px-4',
          'text-sm font-semibold text-on-primary transition-colors duration-150 hover:bg-primary-hover',
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
          'motion-reduce:transition-none',
        )}
      >
        {chatNowLabel}
        <ArrowRightIcon aria-hidden="true" strokeWidth={2} className="size-4" />
      </button>
    </div>
  )
}

/** A small voice waveform heading the feature tile. */
function WaveGlyph() {
  const bars = [8, 16, 26, 18, 30, 22, 12, 20, 9]
  return (
    <svg aria-hidden="true" viewBox="0 0 90 32" className="mb-2 h-8 w-[5.6rem]">
      {bars.map((height, index) => (
        <rect
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing; bars never reorder
          key={index}
          x={index * 10 + 2}
          y={16 - height / 2}
          width="5"
          height={height}
          rx="2.5"
          fill={index === 4 ? 'var(--color-accent)' : 'var(--color-primary)'}
        />
      ))}
    </svg>
  )
}

import { PhoneIcon } from 'lucide-react'
import { Button } from './button'
import { cn } from './cn'
import { assertScheme } from './contact-links'
import { Container } from './container'
import { Deferred, deferredPart } from './deferred'
import { ExternalLink } from './external-link'
import { Logo } from './logo'
import { SiteHeaderMenu } from './site-header-menu'
import type { ServicesFeature } from './site-header-nav'
import { useScrolledPast } from './site-header-scrolled'
import {
  type ExternalNavLink,
  type LinkComponent,
  type NavGroup,
  type NavLink,
  PlainLink,
} from './site-link'

/** What the phone menu shows; everything else it shares with the desktop header. */
export interface SiteHeaderMobileProps {
  /** Accessible names of the menu toggle and of the menu's close button. */
  toggleLabel: { open: string; close: string }
  /** The phone menu's Services group; defaults to the desktop one. */
  services?: NavGroup
  /** The phone menu's top-level links under Services; defaults to the desktop `links`. */
  links?: readonly NavLink[]
  /** Chat Now's label in the menu; defaults to the desktop one. */
  chatNowLabel?: string
  /** The menu's booking button ("Get Started"), opened in a new tab. */
  getStarted: ExternalNavLink
}

/** Props of {@link SiteHeader}. */
export interface SiteHeaderProps {
  /** The brand name beside the logo; it names the home link. */
  brand: string
  /** Where the logo leads. */
  homeHref?: string
  /** The Services dropdown: its trigger text and links. */
  services: NavGroup
  /** Top-level links beside Services (desktop) and under it (phone menu), such as the blog. */
  links?: readonly NavLink[]
  /** A pitch beside the Services links with a Chat Now button (desktop dropdown only). */
  servicesFeature?: ServicesFeature
  /** The Chat Now button's label. */
  chatNowLabel: string
  /** The Book Strategy button: an external booking page, opened in a new tab. */
  bookStrategy: ExternalNavLink
  /** The phone number (`href` starts with `tel:`), shown from 768 px and in the phone menu. */
  phone?: ExternalNavLink
  /** The phone menu's own labels and button. */
  mobile: SiteHeaderMobileProps
  /** Accessible name of the navigation landmarks. */
  navLabel?: string
  /** Accessible name of the phone menu. */
  menuTitle?: string
  /** Opens the voice chat. From the phone menu it is called after the menu has closed. */
  onChatNow: () => void
  /**
   * Called when a Chat Now button is hovered or focused, before any click, so the site can start
   * loading the voice chat early.
   */
  onChatNowIntent?: () => void
  /** Renders internal links (a router adapter); defaults to a plain `<a>`. */
  linkComponent?: LinkComponent
  /** The page's path, so the matching link carries `aria-current="page"`. */
  currentPath?: string
  /** Extra classes for the `<header>`. */
  className?: string
}

/**
 * The desktop navigation's code (Radix NavigationMenu) loads once the menu is displayed, so a phone,
 * whose header shows the menu toggle instead, never fetches it.
 */
const siteHeaderNav = /* @__PURE__ */ deferredPart('site-header-nav', 'near', () =>
  import('./site-header-nav').then((module) => module.SiteHeaderNav),
)

/**
 * The header on every page: the logo linking home, the Services dropdown, the phone number,
 * Chat Now and Book Strategy from 768 px; below that a menu toggle opening the phone menu. It
 * sticks to the top on a translucent, blurred surface and gains a hairline once the page scrolls.
 * The data comes in as props, shaped like the site's navigation record.
 *
 * @example
 * <SiteHeader brand="Kookaburra AI" services={{ label: 'Services', links }} chatNowLabel="Chat Now"
 *   bookStrategy={{ label: 'Book Strategy', href: bookingUrl }}
 *   phone={{ label: '0491 570 156', href: 'tel:+61491570156' }}
 *   mobile={{ toggleLabel: { open: 'Open menu', close: 'Close menu' },
 *     getStarted: { label: 'Get Started', href: bookingUrl } }}
 *   onChatNow={openVoiceChat} linkComponent={RouterLink} />
 */
export function SiteHeader({
  brand,
  homeHref = '/',
  services,
  links = [],
  servicesFeature,
  chatNowLabel,
  bookStrategy,
  phone,
  mobile,
  navLabel = 'Main',
  menuTitle = 'Menu',
  onChatNow,
  onChatNowIntent,
  linkComponent: Link = PlainLink,
  currentPath,
  className,
}: SiteHeaderProps) {
  const scrolled = useScrolledPast()
  return (
    <header
      data-scrolled={scrolled ? '' : undefined}
      className={cn(
        'sticky top-0 z-40 border-b border-transparent bg-surface/80 backdrop-blur-xl backdrop-saturate-150',
        'transition-[border-color,box-shadow] duration-250 motion-reduce:transition-none',
        'data-[scrolled]:border-border data-[scrolled]:shadow-[0_8px_24px_-12px_rgb(22_32_43/0.12)]',
        className,
      )}
    >
      <Container className="flex h-16 items-center gap-3 md:h-18 md:gap-6">
        <Link
          href={homeHref}
          aria-current={currentPath === homeHref ? 'page' : undefined}
          className="shrink-0 rounded-control focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-focus"
        >
          <Logo text={brand} />
        </Link>
        <Deferred
          part={siteHeaderNav}
          wrapperClassName="hidden md:block"
          services={services}
          links={links}
          label={navLabel}
          feature={servicesFeature}
          chatNowLabel={chatNowLabel}
          onChatNow={onChatNow}
          onChatNowIntent={onChatNowIntent}
          linkComponent={Link}
          currentPath={currentPath}
        />
        <div className="ml-auto hidden items-center gap-2 md:flex">
          {phone ? (
            <a
              href={assertScheme('SiteHeader', phone.href, 'tel:')}
              className={cn(
                'inline-flex min-h-10 items-center gap-2 rounded-control px-2 font-semibold text-ink',
                'transition-colors duration-150 hover:text-primary motion-reduce:transition-none',
                'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
              )}
            >
              <PhoneIcon aria-hidden="true" strokeWidth={2} className="size-4 text-primary" />
              {/* Below 1024 px the icon alone keeps the row on one line; the number is still read. */}
              <span className="sr-only lg:not-sr-only">{phone.label}</span>
            </a>
          ) : null}
          <Button
            size="sm"
            onClick={onChatNow}
            onPointerEnter={onChatNowIntent}
            onFocus={onChatNowIntent}
            className="min-h-10 gap-2 px-4"
          >
            <LiveDot />
            {chatNowLabel}
          </Button>
          <ExternalLink
            href={bookStrategy.href}
            variant="secondary"
            size="sm"
            className="min-h-10 px-4"
          >
            {bookStrategy.label}
          </ExternalLink>
        </div>
        <div className="ml-auto md:hidden">
          <SiteHeaderMenu
            brand={brand}
            homeHref={homeHref}
            title={menuTitle}
            navLabel={navLabel}
            toggleLabel={mobile.toggleLabel}
            services={mobile.services ?? services}
            links={mobile.links ?? links}
            phone={phone}
            chatNowLabel={mobile.chatNowLabel ?? chatNowLabel}
            getStarted={mobile.getStarted}
            onChatNow={onChatNow}
            onChatNowIntent={onChatNowIntent}
            linkComponent={Link}
            currentPath={currentPath}
          />
        </div>
      </Container>
    </header>
  )
}

/** A gold dot that breathes: the agent is live and can take a call now. Still under reduced motion. */
function LiveDot() {
  return (
    <span aria-hidden="true" className="relative flex size-2.5">
      <span className="absolute inset-0 rounded-full bg-accent opacity-75 motion-safe:animate-ping" />
      <span className="relative size-2.5 rounded-full bg-accent" />
    </span>
  )
}

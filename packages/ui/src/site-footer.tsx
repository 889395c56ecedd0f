import { ClockIcon } from 'lucide-react'
import { cn } from './cn'
import { MailLink, PhoneLink } from './contact-links'
import { Container } from './container'
import { Logo } from './logo'
import { SocialLinks, type SocialProfile } from './site-footer-social'
import {
  type ExternalNavLink,
  isCurrent,
  type LinkComponent,
  type NavGroup,
  PlainLink,
} from './site-link'

/** The footer's contact column. */
export interface SiteFooterContact {
  /** The column's heading, e.g. "Contact". */
  heading: string
  /** The phone number as shown, and its `tel:` address. */
  phone: ExternalNavLink
  /** The email address as shown, and its `mailto:` address. */
  email: ExternalNavLink
  /** Business hours as shown, e.g. "Monday-Friday 10-4pm AEST". */
  hours?: string
}

/** Props of {@link SiteFooter}. */
export interface SiteFooterProps {
  /** The brand name beside the logo; it names the home link. */
  brand: string
  /** Where the logo leads. */
  homeHref?: string
  /** One or two sentences under the logo. */
  tagline: string
  /** Columns of internal links, each under its heading. */
  columns: readonly NavGroup[]
  /** Phone, email and hours. */
  contact: SiteFooterContact
  /** Social profiles under a heading, opened in new tabs. */
  social?: { heading: string; profiles: readonly SocialProfile[] }
  /** Names one social link for screen readers; defaults to "`brand` on `network`". */
  socialLabel?: (network: string) => string
  /** Read after each new-tab link's name. */
  newTabHint?: string
  /** The copyright line, e.g. "© Kookaburra AI. All rights reserved." */
  copyright: string
  /** Accessible name of the footer's link navigation. */
  navLabel?: string
  /** Renders internal links (a router adapter); defaults to a plain `<a>`. */
  linkComponent?: LinkComponent
  /** The page's path, so the matching link carries `aria-current="page"`. */
  currentPath?: string
  className?: string
}

/** The footer's link style: light on the dark ground, gold focus ring that shows on it. */
const footerLinkClassName =
  'inline-flex min-h-6 items-center rounded-sm text-surface/75 transition-colors duration-150 ' +
  'hover:text-surface hover:underline underline-offset-4 motion-reduce:transition-none ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent ' +
  'aria-[current=page]:text-surface aria-[current=page]:font-semibold'

const contactLinkClassName =
  'text-surface font-semibold no-underline hover:text-surface hover:underline ' +
  'focus-visible:outline-accent [&>svg]:text-accent'

const headingClassName = 'text-sm font-semibold tracking-wide text-surface uppercase'

/**
 * The footer on every page, on the dark ink ground that closes the page: the logo and tagline,
 * columns of links, phone, email and hours, the social profiles and the copyright. Internal links
 * go through `linkComponent`; phone and mail use `tel:` and `mailto:`; social links open in a
 * new tab with `rel="noopener noreferrer"` and are named in words.
 *
 * @example
 * <SiteFooter brand="Kookaburra AI" tagline={footer.tagline} copyright={footer.copyright}
 *   columns={[{ label: 'Explore', links }]}
 *   contact={{ heading: 'Contact', phone: { label: '0491 570 156', href: 'tel:+61491570156' },
 *     email: { label: 'hello@example.com', href: 'mailto:hello@example.com' } }}
 *   social={{ heading: 'Follow us', profiles: [{ network: 'LinkedIn', href: linkedInUrl }] }} />
 */
export function SiteFooter({
  brand,
  homeHref = '/',
  tagline,
  columns,
  contact,
  social,
  socialLabel = (network) => `${brand} on ${network}`,
  newTabHint = '(opens in a new tab)',
  copyright,
  navLabel = 'Footer',
  linkComponent: Link = PlainLink,
  currentPath,
  className,
}: SiteFooterProps) {
  return (
    <footer className={cn('relative isolate overflow-hidden bg-ink text-surface', className)}>
      <FooterBackdrop />
      <Container className="pt-16 pb-8 md:pt-20">
        <div className="flex flex-col gap-12 md:flex-row md:flex-wrap md:justify-between md:gap-x-16 lg:flex-nowrap lg:gap-x-12">
          <div className="flex flex-col gap-5 md:basis-full lg:max-w-xs lg:basis-auto">
            <Link
              href={homeHref}
              className="self-start rounded-control focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-accent"
            >
              <Logo text={brand} className="text-surface" />
            </Link>
            <p className="max-w-xs text-surface/70">{tagline}</p>
            {social && social.profiles.length > 0 ? (
              <div className="mt-3 flex flex-col gap-3">
                <h2 className={headingClassName}>{social.heading}</h2>
                <SocialLinks
                  profiles={social.profiles}
                  label={socialLabel}
                  newTabHint={newTabHint}
                />
              </div>
            ) : null}
          </div>
          {columns.length > 0 ? (
            <nav aria-label={navLabel} className="flex flex-col gap-10 sm:flex-row sm:gap-16">
              {columns.map((column) => (
                <div key={column.label} className="flex flex-col gap-4">
                  <h2 className={headingClassName}>{column.label}</h2>
                  <ul className="flex flex-col gap-2.5">
                    {column.links.map((link) => (
                      <li key={link.href}>
                        <Link
                          href={link.href}
                          aria-current={isCurrent(link.href, currentPath) ? 'page' : undefined}
                          className={footerLinkClassName}
                        >
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
          ) : null}
          <div className="flex flex-col gap-4 lg:shrink-0">
            <h2 className={headingClassName}>{contact.heading}</h2>
            <ul className="flex flex-col gap-3">
              <li>
                <PhoneLink
                  display={contact.phone.label}
                  href={contact.phone.href}
                  className={contactLinkClassName}
                />
              </li>
              <li>
                <MailLink
                  display={contact.email.label}
                  href={contact.email.href}
                  className={contactLinkClassName}
                />
              </li>
              {contact.hours ? (
                <li className="flex items-start gap-2 text-surface/70">
                  <ClockIcon
                    aria-hidden="true"
                    strokeWidth={2}
                    className="mt-1 size-4 shrink-0 text-accent"
                  />
                  {contact.hours}
                </li>
              ) : null}
            </ul>
          </div>
        </div>
        <div className="mt-16 flex flex-col gap-3 border-t border-surface/10 pt-8 text-sm text-surface/60 md:flex-row md:items-center md:justify-between">
          <p>{copyright}</p>
        </div>
      </Container>
    </footer>
  )
}

/**
 * A eucalyptus glow from the top left and a faint voice waveform along the bottom: depth on the
 * dark ground without a picture. Decorative.
 */
function FooterBackdrop() {
  const bars = Array.from({ length: 64 }, (_, index) => {
    // Two slow sines make an uneven, speech-like envelope that is the same on every render.
    const envelope = Math.abs(Math.sin(index * 0.31) * 0.7 + Math.sin(index * 0.11 + 1) * 0.3)
    // Rounded: the prerender (Node) and the browser may differ in sin's last digit, and React
    // hydrates this drawing, so both must write the same attribute.
    return Math.round((6 + envelope * 70) * 100) / 100
  })
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className="glow-3xl absolute -top-40 -left-40 size-[36rem] text-primary/40" />
      <svg
        aria-hidden="true"
        viewBox="0 0 640 90"
        preserveAspectRatio="none"
        className="absolute inset-x-0 bottom-0 h-20 w-full text-surface opacity-[0.05]"
      >
        {bars.map((height, index) => (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing; bars never reorder
            key={index}
            x={index * 10 + 2}
            y={90 - height}
            width="5"
            height={height}
            rx="2.5"
            fill="currentColor"
          />
        ))}
      </svg>
    </div>
  )
}

import { type Action, type Cta, hrefOf, type LinkGroup, navigation, site } from '@org/content'
import type { ExternalNavLink, NavGroup, SiteFooterProps, SiteHeaderProps } from '@org/ui'

/**
 * A content link group as `@org/ui`'s pieces take it: labels with their hrefs, and each link's
 * line of description where the menu has room (`described`: the desktop dropdown).
 */
export function navGroup(group: LinkGroup, { described = false } = {}): NavGroup {
  return {
    label: group.label,
    links: group.links.map((link) => ({
      ...navLink(link),
      ...(described && link.description ? { description: link.description } : {}),
    })),
  }
}

/** A content link (any action with an address) as a label and an href. */
export function navLink({ label, action }: Cta): ExternalNavLink {
  const href = hrefOf(action)
  if (href === undefined) throw new Error(`The link "${label}" has no address to lead to.`)
  return { label, href }
}

/** The one call to action of a kind in a list (the voice chat, the booking page). */
function ctaOf(ctas: readonly Cta[], type: Action['type']): Cta {
  const cta = ctas.find((candidate) => candidate.action.type === type)
  if (!cta) throw new Error(`The navigation has no ${type} call to action.`)
  return cta
}

/** The header's data from the site's navigation record; the site adds the behaviour. */
export const headerContent = {
  brand: site.brand,
  services: navGroup(navigation.desktop.services, { described: true }),
  servicesFeature: navigation.desktop.servicesFeature,
  chatNowLabel: ctaOf(navigation.desktop.ctas, 'voice-chat').label,
  bookStrategy: navLink(ctaOf(navigation.desktop.ctas, 'external')),
  phone: navLink(navigation.desktop.phone),
  mobile: {
    toggleLabel: navigation.mobile.toggleLabel,
    services: navGroup(navigation.mobile.services),
    links: navigation.mobile.links.map((link) => navLink(link)),
    chatNowLabel: ctaOf(navigation.mobile.ctas, 'voice-chat').label,
    getStarted: navLink(ctaOf(navigation.mobile.ctas, 'external')),
  },
} satisfies Partial<SiteHeaderProps>

/** The footer's data: its links, contact details, hours and social profiles. */
export const footerContent = {
  brand: site.brand,
  tagline: navigation.footer.tagline,
  columns: [navGroup(navigation.footer.links)],
  contact: {
    heading: navigation.footer.contactHeading,
    phone: navLink({ label: site.phone.display, action: { type: 'tel' } }),
    email: navLink({ label: site.email, action: { type: 'mailto' } }),
    hours: site.hours.display,
  },
  social: { heading: navigation.footer.socialHeading, profiles: site.social },
  copyright: navigation.footer.copyright,
} satisfies Partial<SiteFooterProps>

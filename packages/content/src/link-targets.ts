import { homeAnchors, isRoutedPath } from './routes'
import { site } from './site'

/*
 * Checks on where a link leads. Apart from `links.ts`, which every page's content imports: these
 * read the route table, which is built from the pages themselves.
 */

/**
 * Whether an internal path leads somewhere: a routed path, a home anchor (`/#services`) or the
 * blog index's search (`/blog?q=...`).
 */
export function isInternalTarget(path: string): boolean {
  const anchor = /^\/#([a-z-]+)$/.exec(path)
  if (anchor) return (homeAnchors as readonly string[]).includes(anchor[1] ?? '')
  if (/^\/blog\?q=[^#]*$/.test(path)) return true
  return isRoutedPath(path)
}

/** Every address outside the site a link may lead to: the external targets and social profiles. */
export function configuredExternalHrefs(): ReadonlySet<string> {
  return new Set<string>([
    ...Object.values(site.external),
    ...site.social.map((profile) => profile.href),
  ])
}

/** Whether an href is an allowed link: an internal target, a configured address, or site tel/mail. */
export function isKnownHref(href: string): boolean {
  if (href.startsWith('/')) return isInternalTarget(href)
  return (
    configuredExternalHrefs().has(href) ||
    href === site.phone.href ||
    href === `mailto:${site.email}`
  )
}

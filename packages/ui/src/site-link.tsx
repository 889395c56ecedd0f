import type { ComponentPropsWithRef, ComponentType, MouseEventHandler, ReactNode } from 'react'

/**
 * What a site piece hands its link component. A router adapter must pass every prop (and the
 * ref) on to its `<a>`: menus attach their keyboard handling and focus management that way.
 */
export interface SiteLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href' | 'children'> {
  /** The internal path, e.g. `/blog`. */
  href: string
  className?: string
  children: ReactNode
  onClick?: MouseEventHandler<HTMLAnchorElement>
  'aria-current'?: 'page' | undefined
}

/**
 * Renders internal links in the site pieces, so the site can pass an adapter around its router's
 * link (`({ href, ...props }) => <Link to={href} {...props} />`). Pieces default to a plain `<a>`.
 */
export type LinkComponent = ComponentType<SiteLinkProps>

/** The default {@link LinkComponent}: a plain anchor. */
export function PlainLink({ href, children, ...props }: SiteLinkProps) {
  return (
    <a href={href} {...props}>
      {children}
    </a>
  )
}

/** A labelled internal link, as the header, footer and article pieces take them. */
export interface NavLink {
  /** The visible text, e.g. "AI Voice Agent Pricing". */
  label: string
  /** Where it goes: an internal path (`/blog`, `/#services`). */
  href: string
  /** One short line under the label, where a menu has room for it. */
  description?: string
  /** A decorative icon before the label, e.g. a lucide icon. */
  icon?: ReactNode
}

/** A labelled external link: opens in a new tab with `rel="noopener noreferrer"`. */
export interface ExternalNavLink {
  /** The visible text, e.g. "Book Strategy". */
  label: string
  /** The full address, e.g. `https://example.com/book`. */
  href: string
}

/** A group of links under a heading: the Services menu, a footer column. */
export interface NavGroup {
  /** The heading or trigger text, e.g. "Services". */
  label: string
  /** The links, in order. */
  links: readonly NavLink[]
}

/** Whether a link points at the page being shown, so it can carry `aria-current="page"`. */
export function isCurrent(href: string, currentPath: string | undefined): boolean {
  if (currentPath === undefined) return false
  return stripSlash(href) === stripSlash(currentPath)
}

function stripSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}

import type { ComponentProps } from 'react'
import { Link } from 'react-router-dom'

/** Props of {@link RouterLink}: an `href` like a plain anchor, anything else a `<Link>` takes. */
export type RouterLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { href: string }

/**
 * `@org/ui`'s `linkComponent` adapter: internal links navigate in the app (no page load) and
 * fetch the next page's code and data when a visitor shows intent (hover or focus).
 */
export function RouterLink({ href, prefetch = 'intent', ...props }: RouterLinkProps) {
  return <Link to={href} prefetch={prefetch} {...props} />
}

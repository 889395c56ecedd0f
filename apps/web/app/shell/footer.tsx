import { SiteFooter } from '@org/ui'
import { useLocation } from 'react-router-dom'
import { RouterLink } from './router-link'
import { footerContent } from './site-navigation'

/** `@org/ui`'s footer with the site's links, contact details and social profiles. */
export function Footer() {
  const { pathname } = useLocation()
  return <SiteFooter {...footerContent} linkComponent={RouterLink} currentPath={pathname} />
}

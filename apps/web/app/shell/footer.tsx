import { SiteFooter } from '@org/ui'
import { useLocation } from 'react-router-dom'
import { RouterLink } from './router-link'
import { footerContent } from './site-navigation'

/** `@org/ui`'s footer with the site's links, contact details and social profiles. */
export function Footer() {
  const { pathname } = useLocation()
  return (
    <SiteFooter
      {...footerContent}
      linkComponent={RouterLink}
      currentPath={pathname}
      // Room under the last line for the phone's action bar, which stays over the page's foot.
      className="pb-16 md:pb-0"
    />
  )
}

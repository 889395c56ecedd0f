import { pageLoader } from '../meta/page-loader.server'
import { routePart } from '../startup/route-part'
import type { Route } from './+types/home'

/** Build time: the page's content. */
export const loader = pageLoader('home')

/**
 * A client-side visit (a link from another page) fetches every section's code before the page
 * renders, so the page appears whole and the router finds an anchor such as `/#testimonials` to
 * scroll to. A first load does not run this: it hydrates the prerendered page section by section.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data, { homeSections }] = await Promise.all([
    serverLoader(),
    import('../sections/home/sections'),
  ])
  await Promise.all(homeSections.map((section) => section.preload()))
  return data
}

const HomePage = routePart(() => import('../pages/home'))

export { HomePage as default }

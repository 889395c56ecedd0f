import { pageLoader } from '../meta/page-loader.server'
import { routePart } from '../startup/route-part'

export const loader = pageLoader('about')

const AboutPage = routePart(() => import('../pages/about'))

export { AboutPage as default }

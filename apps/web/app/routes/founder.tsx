import { pageLoader } from '../meta/page-loader.server'
import { routePart } from '../startup/route-part'

export const loader = pageLoader('founder')

const FounderPage = routePart(() => import('../pages/founder'))

export { FounderPage as default }

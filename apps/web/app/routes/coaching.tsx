import { pageLoader } from '../meta/page-loader.server'
import { routePart } from '../startup/route-part'

export const loader = pageLoader('coaching')

const CoachingPage = routePart(() => import('../pages/coaching'))

export { CoachingPage as default }

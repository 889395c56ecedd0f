import { pageLoader } from '../meta/page-loader.server'
import { routePart } from '../startup/route-part'

export const loader = pageLoader('get-started')

const GetStartedPage = routePart(() => import('../pages/get-started'))

export { GetStartedPage as default }

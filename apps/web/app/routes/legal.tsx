import { pageLoader } from '../meta/page-loader.server'
import { routePart } from '../startup/route-part'

export const loader = pageLoader('legal')

const LegalPage = routePart(() => import('../pages/legal'))

export { LegalPage as default }

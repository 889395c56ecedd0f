import { pageLoader } from '../meta/page-loader.server'
import { routePart } from '../startup/route-part'

export const loader = pageLoader('training')

const TrainingPage = routePart(() => import('../pages/training'))

export { TrainingPage as default }

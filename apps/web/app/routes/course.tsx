import { pageLoader } from '../meta/page-loader.server'
import { routePart } from '../startup/route-part'

export const loader = pageLoader('course')

const CoursePage = routePart(() => import('../pages/course'))

export { CoursePage as default }

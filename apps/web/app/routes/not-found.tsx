import { notFoundPage, pageTitle } from '@org/content'
import { routePart } from '../startup/route-part'
import type { Route } from './+types/not-found'

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(notFoundPage.heading) },
  { name: 'robots', content: 'noindex' },
]

const NotFound = routePart(() => import('../pages/not-found'))

export { NotFound as default }

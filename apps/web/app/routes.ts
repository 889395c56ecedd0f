// React Router evaluates this file with its own module loader, without the workspace's source
// export condition, so this reads content's built `routes` entry (web's turbo.json builds it first).
import { routes } from '@org/content/routes'
import { index, type RouteConfig, route } from '@react-router/dev/routes'
import { pageModules, routeId } from './route-table'

/**
 * One route per path of the site's route table, each rendered by the module of its page kind
 * (every article shares one module), then the not-found page for any other path.
 */
export default [
  ...routes.map(({ path, kind }) =>
    path === '/'
      ? index(pageModules[kind], { id: routeId(path) })
      : route(path, pageModules[kind], { id: routeId(path) }),
  ),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig

import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** One route of React Router's build manifest (`window.__reactRouterManifest`). */
export interface ManifestRoute {
  id: string
  parentId?: string
  path?: string
  index?: boolean
  module: string
  imports?: string[]
  css?: string[]
  clientActionModule?: string
  clientLoaderModule?: string
  clientMiddlewareModule?: string
  hydrateFallbackModule?: string
}

/** The parts of the manifest the checks read. */
export interface RouteManifest {
  url: string
  entry: { module: string; imports: string[]; css: string[] }
  routes: Record<string, ManifestRoute>
}

/** Reads the build's `assets/manifest-*.js`. */
export function readRouteManifest(clientDir: string): RouteManifest {
  const assets = join(clientDir, 'assets')
  const files = readdirSync(assets).filter((file) => /^manifest-[\w-]+\.js$/.test(file))
  if (files.length !== 1 || !files[0]) {
    throw new Error(`Expected one React Router manifest in ${assets}, found ${files.length}.`)
  }
  const source = readFileSync(join(assets, files[0]), 'utf8')
  const json = source.match(/^window\.__reactRouterManifest=(\{.*\});?\s*$/s)?.[1]
  if (!json) throw new Error(`${files[0]} is not a React Router manifest.`)
  return JSON.parse(json) as RouteManifest
}

/** The chain of routes from the root down to a route id. */
function routeChain(manifest: RouteManifest, id: string): ManifestRoute[] {
  const chain: ManifestRoute[] = []
  let route = manifest.routes[id]
  while (route) {
    chain.unshift(route)
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  }
  if (chain.length === 0) throw new Error(`The manifest has no route "${id}".`)
  return chain
}

/**
 * The JavaScript a first visit to a route loads before it is interactive: the manifest itself,
 * the client entry and, for every route from the root down, its module, split client modules and
 * their static imports. URLs as the manifest gives them (`/assets/x.js`), without repeats.
 */
export function firstLoadScripts(manifest: RouteManifest, routeId: string): string[] {
  const urls = [manifest.url, manifest.entry.module, ...manifest.entry.imports]
  for (const route of routeChain(manifest, routeId)) {
    urls.push(route.module, ...(route.imports ?? []))
    for (const split of [
      route.clientActionModule,
      route.clientLoaderModule,
      route.clientMiddlewareModule,
      route.hydrateFallbackModule,
    ]) {
      if (split) urls.push(split)
    }
  }
  return [...new Set(urls)]
}

/** The id of the leaf route a URL path renders (`/` → the index route), or undefined. */
export function routeIdForPath(manifest: RouteManifest, path: string): string | undefined {
  const routes = Object.values(manifest.routes)
  const leaf =
    path === '/'
      ? routes.find((route) => route.index && route.parentId === 'root')
      : routes.find((route) => route.path === path || route.path === path.slice(1))
  return leaf?.id
}

import { rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
// React Router loads this file without the workspace's source export condition, so this is
// content's built `routes` entry (web's turbo.json builds it before anything reads this file).
import { routes } from '@org/content/routes'
import type { Config } from '@react-router/dev/config'
import { notFoundPrerenderPath } from './app/route-table'

export default {
  appDirectory: 'app',
  // A static site: every page is rendered to HTML at build time, then hydrates.
  ssr: false,
  // Every routed path, straight from the content's route table, plus the not-found page.
  prerender: [...routes.map((route) => route.path), notFoundPrerenderPath],
  // Static hosts (and Workers assets) answer unknown paths with `404.html`, so the not-found
  // page's HTML moves there; its path then no longer serves a page of its own.
  async buildEnd({ reactRouterConfig }) {
    const client = join(reactRouterConfig.buildDirectory, 'client')
    const prerendered = join(client, notFoundPrerenderPath, 'index.html')
    await rename(prerendered, join(client, '404.html'))
    await rm(join(client, notFoundPrerenderPath), { recursive: true })
  },
  // Opt in to React Router 8's behaviour now, so the upgrade changes nothing.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config

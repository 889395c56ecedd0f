import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'app',
  // A static site: every page is rendered to HTML at build time, then hydrates.
  ssr: false,
  prerender: ['/'],
  // Opt in to React Router 8's behaviour now, so the upgrade changes nothing.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config

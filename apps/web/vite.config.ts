import { globSync } from 'node:fs'
import { join } from 'node:path'
import { sourceResolve } from '@org/tooling/source-condition'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { heroIllustrations } from './scripts/lib/illustrations-plugin.ts'
import { appDir } from './scripts/lib/paths.ts'
import { productionEnvProblems, turnstileScriptUrl } from './scripts/lib/site-env.ts'
import {
  compileHints,
  hydrationChunkName,
  hydrationEntries,
  isRendererModule,
  isRouteModule,
  isStartUpModule,
  rendererChunkName,
  startUpChunkName,
} from './scripts/lib/start-up-chunk.ts'
import { voiceWidget } from './scripts/lib/voice-widget-plugin.ts'

// A production build (SITE_ENV=production, as `pnpm run deploy` runs it) with a setting missing or
// pointing at this machine stops here, before anything is built, and says what to set.
const problems = productionEnvProblems(process.env)
if (problems.length > 0) {
  throw new Error(
    `This production build cannot go live:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
  )
}
// The site reads the Turnstile script's address like its other settings; the build fills in the
// local stand-in or Cloudflare's, whichever this build is for.
process.env.VITE_TURNSTILE_SCRIPT_URL = turnstileScriptUrl(process.env)

export default defineConfig({
  ...sourceResolve,
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What a page runs before its first paint: React, for the route modules' `lazy`, and
            // what the entry needs to load the rest. It is all a page preloads, with the route
            // modules and the router's manifest (`app/startup/route-part.ts`).
            { name: startUpChunkName, test: isStartUpModule, priority: 2 },
            // What the pages hydrate with, after the paint: every module that two entries or more
            // (the app's entry, the document, each page's component) import statically, however
            // deep: the router, the shell, what pages share. Left to automatic splitting, each small
            // module shared by some of them became a file of its own, about 20 requests of 1-3 kB.
            // `$initial` keeps out what only lazily loaded parts import (the dialogs, the toasts,
            // the form's validation, the sections that load as they near the viewport); the route
            // modules stay files of their own, as React Router loads them.
            {
              name: hydrationChunkName,
              tags: ['$initial'],
              minShareCount: 2,
              priority: 1,
              test: (id) => !isRouteModule(id),
            },
            // React's renderer: the entry imports it once the page has painted.
            { name: rendererChunkName, test: isRendererModule },
          ],
        },
      },
    },
  },
  // React Router gives Vite's dependency scan no entry points (its own sit behind the unstable
  // `future.unstable_optimizeDeps`), so a fresh dev server found the npm dependencies of the app and
  // of the workspace packages (read as source) only as the browser asked for them, and answered the
  // first visit with 504s (Outdated Optimize Dep) and a reload. Scanning from the entry and every
  // route module, lazy imports included, finds them all before the first page is served.
  optimizeDeps: { entries: ['app/entry.client.tsx', 'app/root.tsx', 'app/routes/**/*.tsx'] },
  plugins: [
    tailwindcss(),
    reactRouter(),
    // From the app's folder, not the working directory, so a build started elsewhere finds them.
    hydrationEntries(
      ['app/document.tsx', ...globSync('app/pages/*.tsx', { cwd: appDir })].map((file) =>
        join(appDir, file),
      ),
    ),
    voiceWidget(),
    heroIllustrations(),
    compileHints(),
  ],
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    // Builds, audits and test runs write here; none of it is source the dev server should reload.
    watch: {
      ignored: ['**/build/**', '**/.lighthouseci/**', '**/reports/**', '**/test-results/**'],
    },
  },
})

import { sourceResolve } from '@org/tooling/source-condition'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { heroIllustrations } from './scripts/lib/illustrations-plugin.ts'
import { productionEnvProblems, turnstileScriptUrl } from './scripts/lib/site-env.ts'
import {
  isRendererModule,
  rendererChunkName,
  startUpChunk,
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

const startUp = startUpChunk()

export default defineConfig({
  ...sourceResolve,
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // `$initial`: only what an entry statically runs. Without it, everything the root's
            // imports reach through a package index would count, the lazily loaded dialog, the
            // toasts and the form's validation included.
            { name: startUpChunkName, test: startUp.test, tags: ['$initial'] },
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
  plugins: [tailwindcss(), reactRouter(), voiceWidget(), heroIllustrations(), startUp.plugin],
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

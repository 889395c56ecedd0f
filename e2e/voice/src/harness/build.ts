/**
 * Builds the harness pages (`ours.html` on `@org/voice-core` from source, `theirs.html` on
 * `@elevenlabs/client`) with Vite into `outDir`: bare pages with no policy and nothing else on
 * them, so both clients run under the same conditions.
 */
import { fileURLToPath } from 'node:url'
import { sourceResolve } from '@org/tooling/source-condition'
import { build } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

export async function buildHarness(outDir: string): Promise<void> {
  await build({
    ...sourceResolve,
    root,
    logLevel: 'error',
    configFile: false,
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      rollupOptions: { input: { ours: `${root}ours.html`, theirs: `${root}theirs.html` } },
    },
  })
}

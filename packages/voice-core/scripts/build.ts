/**
 * Builds the package: first the two AudioWorklet modules as self-contained, minified scripts in
 * `dist/worklets/` (served by sites with a strict CSP), then the entries from the `tsup` field of
 * package.json with one script holding both embedded as a string, for the blob:/data: fallback.
 *
 *   node scripts/build.ts
 */
import { readFileSync, rmSync } from 'node:fs'
import { build } from 'tsup'

const names = ['capture', 'playback', 'audio'] as const

rmSync('dist', { recursive: true, force: true })

await build({
  config: false,
  entry: Object.fromEntries(names.map((name) => [name, `src/worklets/${name}.ts`])),
  outDir: 'dist/worklets',
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  minify: true,
  // The package is marked side-effect free, but a worklet module exists for its side effect:
  // registering its processors.
  esbuildOptions(options) {
    options.ignoreAnnotations = true
  },
  splitting: false,
  silent: true,
})

// One script registering both processors; the page loads it into each AudioContext.
const inline = readFileSync('dist/worklets/audio.js', 'utf8').trim()
rmSync('dist/worklets/audio.js')

await build({ clean: false, define: { __VOICE_CORE_WORKLET__: JSON.stringify(inline) } })

/**
 * Builds the package: first the two AudioWorklet modules as self-contained, minified scripts in
 * `dist/worklets/` (served by sites with a strict CSP), then the entries from the `tsup` field of
 * package.json with one script holding both embedded as a string, for the blob:/data: fallback.
 *
 *   node scripts/build.ts
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { rolldown } from 'rolldown'
import { build } from 'tsup'

rmSync('dist', { recursive: true, force: true })
mkdirSync('dist/worklets', { recursive: true })

/**
 * One worklet module as a single minified script. Rolldown's minifier, the one size-limit
 * measures the package with, names variables as the rest of the bundle does, so the inline copy
 * compresses better beside the page's code than esbuild's output.
 */
async function bundleWorklet(name: string): Promise<string> {
  const bundle = await rolldown({
    input: `src/worklets/${name}.ts`,
    platform: 'browser',
    // The package is marked side-effect free, but a worklet module exists for its side effect:
    // registering its processors.
    treeshake: { moduleSideEffects: () => true },
    transform: {
      // Every rate a worklet resamples between was checked by the page (src/dsp/resampler.ts).
      define: { __VOICE_CORE_RATES_CHECKED__: 'true' },
      // As in the tsup build below: a field the constructor assigns is not declared again.
      typescript: { removeClassFieldsWithoutInitializer: true },
      assumptions: { setPublicClassFields: true },
    },
    // The worklets need nothing from tsconfig.json; read, it left the declarations in (measured).
    tsconfig: false,
  })
  const { output } = await bundle.generate({ format: 'esm', minify: true, comments: false })
  await bundle.close()
  return (output[0]?.code ?? '').trim()
}

for (const name of ['capture', 'playback']) {
  writeFileSync(`dist/worklets/${name}.js`, `${await bundleWorklet(name)}\n`)
}
// One script registering both processors; the page loads it into each AudioContext.
const inline = await bundleWorklet('audio')

await build({
  clean: false,
  // The page-side `Resampler` (the /dsp entry) keeps its rate check.
  define: {
    __VOICE_CORE_WORKLET__: JSON.stringify(inline),
    __VOICE_CORE_RATES_CHECKED__: 'undefined',
  },
  esbuildOptions(options) {
    // A field the constructor assigns is not declared a second time in the output (smaller, and
    // the same objects). The raw settings replace the tsconfig file, whose other options do not
    // change the emitted code.
    options.tsconfig = undefined
    options.tsconfigRaw = {
      compilerOptions: { useDefineForClassFields: false, verbatimModuleSyntax: true },
    }
  },
})

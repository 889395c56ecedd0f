/**
 * Builds dist/styles.css: the panel's styles for apps without Tailwind. Tailwind CSS 4 scans this
 * package's sources and the @org/ui modules the panel actually renders (so the sheet follows the
 * classes the panel uses at build time), then every rule is scoped to `.kb-voice` so nothing
 * restyles the host page.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { compile, optimize } from '@tailwindcss/node'
import { Scanner } from '@tailwindcss/oxide'
import { build } from 'esbuild'
import { scopeCss } from './scope-css.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const input = join(root, 'src/styles/panel.css')
const output = join(root, 'dist/styles.css')

const compiler = await compile(await readFile(input, 'utf8'), {
  base: dirname(input),
  onDependency: () => {},
})
const uiSource = join(
  dirname(createRequire(import.meta.url).resolve('@org/ui/package.json')),
  'src',
)

/**
 * The @org/ui source files that end up in the panel's bundle. @org/ui's stylesheet asks Tailwind to
 * scan all of its components, most of which the panel never renders (heroes, pricing tables, site
 * header); their classes doubled the sheet that every page with the panel parses. A tree-shaken
 * bundle of this package's entry names exactly the modules the panel uses, so a component the
 * panel starts to render brings its classes with it.
 */
async function panelUiModules(): Promise<string[]> {
  const { metafile } = await build({
    entryPoints: [join(root, 'src/index.ts')],
    bundle: true,
    write: false,
    outdir: join(root, 'dist'),
    format: 'esm',
    jsx: 'automatic',
    conditions: ['@org/source'],
    metafile: true,
    logLevel: 'error',
    plugins: [
      {
        name: 'only-ui',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
            path === '@org/ui' || path.startsWith('@org/ui/') ? undefined : { external: true },
          )
        },
      },
    ],
  })
  const used = Object.values(metafile.outputs).flatMap((output) =>
    Object.entries(output.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([file]) => resolve(file)),
  )
  const modules = used.filter((file) => file.startsWith(`${uiSource}/`))
  if (modules.length === 0) throw new Error(`No @org/ui module found in the panel's bundle.`)
  return modules
}

const uiModules = await panelUiModules()
// The swap below drops @org/ui's own `@source` lines by their base, its src folder; were its
// stylesheet to move, they would stay in, scanning every ui component and doubling the sheet
// without a word.
if (!compiler.sources.some((source) => source.base === uiSource && !source.negated)) {
  throw new Error(
    `@org/ui's stylesheet has no @source line based in ${relative(root, uiSource)}: update build-styles.ts to match.`,
  )
}
const sources = [
  // @org/ui's own `@source "./"` is replaced by the modules the panel uses; its exclusions stay.
  ...compiler.sources.filter((source) => source.base !== uiSource || source.negated),
  ...uiModules.map((file) => ({
    base: uiSource,
    pattern: relative(uiSource, file),
    negated: false,
  })),
]
const scanner = new Scanner({ sources })
const candidates = scanner.scan()
// Flattened (no nesting) before scoping; minified after, once the selectors are final.
const flat = optimize(compiler.build(candidates), { file: input }).code
const scoped = optimize(scopeCss(flat), { file: output, minify: true }).code
await mkdir(dirname(output), { recursive: true })
await writeFile(output, scoped)
console.log(
  `dist/styles.css: ${scoped.length} bytes from ${scanner.files.length} source files (${uiModules.length} of @org/ui)`,
)

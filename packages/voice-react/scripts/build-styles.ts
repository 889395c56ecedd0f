/**
 * Builds dist/styles.css: the panel's styles for apps without Tailwind. Tailwind CSS 4 scans this
 * package's sources and @org/ui's (so the sheet follows the classes the panel uses at build
 * time), then every rule is scoped to `.kb-voice` so nothing restyles the host page.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { compile, optimize } from '@tailwindcss/node'
import { Scanner } from '@tailwindcss/oxide'
import { scopeCss } from './scope-css.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const input = join(root, 'src/styles/panel.css')
const output = join(root, 'dist/styles.css')

const compiler = await compile(await readFile(input, 'utf8'), {
  base: dirname(input),
  onDependency: () => {},
})
const scanner = new Scanner({ sources: compiler.sources })
const candidates = scanner.scan()
// Flattened (no nesting) before scoping; minified after, once the selectors are final.
const flat = optimize(compiler.build(candidates), { file: input }).code
const scoped = optimize(scopeCss(flat), { file: output, minify: true }).code
await mkdir(dirname(output), { recursive: true })
await writeFile(output, scoped)
console.log(`dist/styles.css: ${scoped.length} bytes from ${scanner.files.length} source files`)

/**
 * What a page's bundle gets when it imports a little of @org/content: the site's budget says an
 * article page never ships the other articles and no page chunk ships zod. Bundled with esbuild,
 * once from the TypeScript source (what the site builds from) and once from the published build,
 * installed under node_modules as a consumer would have it.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build as bundle } from 'esbuild'
import { build } from 'tsup'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildOptions } from '../tsup.config'
import { articles } from './blog'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const consumerDir = join(packageDir, 'node_modules', '.cache', 'tree-shaking')
const installedDir = join(consumerDir, 'node_modules', '@org', 'content')

/** How each variant names the package in an import. */
const variants = {
  source: join(packageDir, 'src', 'index.ts'),
  published: '@org/content',
} as const

interface Bundled {
  /** The entry chunk and every chunk it imports statically: what the page loads at once. */
  eager: string
  /** The source files in those chunks. */
  eagerInputs: string[]
  /** The chunks loaded only by a dynamic import. */
  lazy: string[]
}

/** Bundles `code` the way a site's build does: ESM, minified, split at dynamic imports. */
async function bundleEntry(code: string): Promise<Bundled> {
  const result = await bundle({
    stdin: { contents: code, resolveDir: consumerDir, loader: 'ts' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    write: false,
    metafile: true,
    outdir: join(consumerDir, 'out'),
    logLevel: 'silent',
  })
  const outputs = result.metafile.outputs
  const textOf = (output: string) =>
    result.outputFiles.find((file) => file.path === join(packageDir, output))?.text ?? ''
  // Dynamic-import chunks name their source as entry point too; the page's own is <stdin>.
  const entry = Object.keys(outputs).find((output) => outputs[output]?.entryPoint === '<stdin>')
  if (!entry) throw new Error('esbuild produced no entry chunk.')
  const eager = new Set<string>()
  const visit = (output: string) => {
    if (eager.has(output)) return
    eager.add(output)
    for (const imported of outputs[output]?.imports ?? []) {
      if (imported.kind === 'import-statement') visit(imported.path)
    }
  }
  visit(entry)
  const chunks = Object.keys(outputs).filter((output) => output.endsWith('.js'))
  return {
    eager: [...eager].map(textOf).join('\n'),
    eagerInputs: [...eager].flatMap((output) => Object.keys(outputs[output]?.inputs ?? {})),
    lazy: chunks.filter((output) => !eager.has(output)).map(textOf),
  }
}

/** Lines of every article a reader would recognise: its headline and its first paragraph. */
const articleMarkers = articles.flatMap((article) => [
  article.title,
  article.hero.intro.slice(0, 60),
])

const articleTextIn = (text: string): string[] =>
  articleMarkers.filter((marker) => text.includes(marker))

const isZod = (input: string): boolean => /[\\/]zod[\\/]/.test(input)
const isArticle = (input: string): boolean => /[\\/]blog[\\/]articles[\\/]/.test(input)

beforeAll(async () => {
  rmSync(consumerDir, { recursive: true, force: true })
  mkdirSync(installedDir, { recursive: true })
  // The real build settings, ESM only: that is the format bundlers tree-shake.
  await build({
    ...buildOptions,
    config: false,
    format: ['esm'],
    dts: false,
    sourcemap: false,
    silent: true,
    outDir: join(installedDir, 'dist'),
  })
  // The package.json that ships, so its exports map and `sideEffects: false` apply as published.
  cpSync(join(packageDir, 'package.json'), join(installedDir, 'package.json'))
  // The consumer is a package of its own, so '@org/content' resolves to the installed copy
  // rather than to this folder's own package.
  writeFileSync(
    join(consumerDir, 'package.json'),
    JSON.stringify({ name: 'tree-shaking-consumer', private: true, type: 'module' }),
  )
  // A bound on a hung build, never a verdict on speed: a busy machine has taken over 10 s.
}, 180_000)

describe.each(Object.entries(variants))('bundling from the %s', (_variant, from) => {
  it('ships no article and no zod to a page that imports { site, navigation }', async () => {
    const { eager, eagerInputs } = await bundleEntry(
      `import { site, navigation } from '${from}'\nconsole.log(site.brand, navigation.desktop.ctas[0].label)`,
    )
    expect(eager).toContain('Kookaburra AI')
    expect(eager).toContain('Chat Now')
    expect(articleTextIn(eager)).toEqual([])
    expect(eagerInputs.filter((input) => isArticle(input) || isZod(input))).toEqual([])
    expect(eager).not.toMatch(/zod|ZodError|\$ZodType/i)
    expect(eager.length).toBeLessThan(12_000)
  })

  it('ships only its own record and metadata to a page that is not an article', async () => {
    const { eager, eagerInputs } = await bundleEntry(
      `import { aboutPage, staticPageMeta } from '${from}'\nconsole.log(aboutPage.hero, staticPageMeta('/about'))`,
    )
    expect(eager).toContain('Battle-Tested Systems')
    expect(eager).toContain('AI for Australian small business')
    expect(articleTextIn(eager)).toEqual([])
    expect(eagerInputs.filter((input) => isArticle(input) || isZod(input))).toEqual([])
  })

  it('keeps each article in a chunk of its own when a page loads one with loadArticle', async () => {
    const { eager, eagerInputs, lazy } = await bundleEntry(
      `import { loadArticle } from '${from}'\nloadArticle(location.pathname).then(console.log)`,
    )
    expect(articleTextIn(eager)).toEqual([])
    expect(eagerInputs.filter(isZod)).toEqual([])
    const perChunk = lazy.map(articleTextIn).filter((found) => found.length > 0)
    // Twelve chunks, each with one article's headline and first paragraph and nothing of another.
    expect(perChunk).toHaveLength(articles.length)
    for (const found of perChunk) expect(found).toHaveLength(2)
  })

  it('does find articles and zod where a page asks for them (so the checks above can fail)', async () => {
    const { eager, eagerInputs } = await bundleEntry(
      `import { articles, contactRequestSchema } from '${from}'\nconsole.log(articles, contactRequestSchema)`,
    )
    expect(articleTextIn(eager)).toHaveLength(articleMarkers.length)
    expect(eagerInputs.some(isZod)).toBe(true)
  })
})

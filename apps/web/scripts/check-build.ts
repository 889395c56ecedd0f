/**
 * Checks what the finished build's files hold beyond what a browser shows: each statistic once per
 * page outside the articles; the sitemap listing exactly the prerendered pages but the 404; React
 * Router's data in every page; V8's compile hint atop the start-up and hydration chunks and React's
 * renderer, where the browser looks for it. The rest is checked in Chromium against the real host:
 * every page's head and social card as a crawler reads them (`e2e/metadata.spec.ts`), links and
 * assets by linkinator (`e2e/links.spec.ts`), each page's Content Security Policy
 * (`e2e/csp.spec.ts`).
 *
 *   node scripts/check-build.ts [--root build/client]
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { parseDocument } from './lib/html.ts'
import { clientDir } from './lib/paths.ts'
import { mainText, repeatedFigures } from './lib/repeated-figures.ts'
import { servedPath } from './lib/security-headers.ts'
import { sitemapLocations } from './lib/sitemap.ts'
import { compileHint, hintedChunkNames } from './lib/start-up-chunk.ts'
import { importWorkspaceSource } from './lib/workspace.ts'

const { values } = parseArgs({ options: { root: { type: 'string', default: clientDir } } })
const root = resolve(values.root)
const { site, claims, ratingLabel } =
  await importWorkspaceSource<typeof import('@org/content')>('@org/content')

const failures: string[] = []
const fail = (where: string, problem: string) => failures.push(`${where}: ${problem}`)

const htmlFiles = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html') && file !== '__spa-fallback.html')
  .sort()
const pages = htmlFiles.map((file) => {
  const html = readFileSync(join(root, file), 'utf8')
  return { file, html, path: servedPath(file), text: mainText(parseDocument(html)) }
})
const routed = pages.filter((page) => page.path !== '404')
const routedPaths = new Set(routed.map((page) => page.path))

// React Router's data for hydration, streamed into the page by inline scripts: without them the
// page never hydrates. They go missing if the render suspends before `<Scripts>` has rendered.
for (const page of pages) {
  if (!page.html.includes('window.__reactRouterContext.streamController.close()')) {
    fail(page.path, 'carries no React Router data to hydrate with (its stream is never closed)')
  }
}

// Each statistic once per page: a figure said twice reads as filler. Articles are argument in
// prose, where a figure may return; the check covers every other page.
const statistics = [
  ...Object.values(claims).flatMap((claim) =>
    typeof claim === 'object' && 'label' in claim ? [claim.value] : [],
  ),
  ratingLabel,
  claims.hoursSavedPerWeek,
  claims.costCutRange,
]
for (const page of routed) {
  if (page.path.startsWith('/blog/')) continue
  for (const [figure, count] of repeatedFigures(page.text, statistics)) {
    fail(page.path, `shows the statistic ${figure} ${count} times; show each once`)
  }
}

// The sitemap lists exactly the prerendered pages but the 404.
const sitemap = readFileSync(join(root, 'sitemap.xml'), 'utf8')
const listed = sitemapLocations(sitemap).sort()
const expected = [...routedPaths].map((path) => `${site.origin}${path}`).sort()
for (const url of expected) if (!listed.includes(url)) fail('sitemap.xml', `misses ${url}`)
for (const url of listed)
  if (!expected.includes(url)) fail('sitemap.xml', `lists ${url}, which is not a page`)
if (
  !readFileSync(join(root, 'robots.txt'), 'utf8').includes(`Sitemap: ${site.origin}/sitemap.xml`)
) {
  fail('robots.txt', 'does not point at the sitemap')
}

// V8 looks for the compile hint at the top of the file; a change of bundler or minifier that
// moved or dropped it would go unseen, as it changes nothing a page shows.
const assetFiles = readdirSync(join(root, 'assets'))
for (const name of hintedChunkNames) {
  const files = assetFiles.filter((file) => file.startsWith(`${name}-`) && file.endsWith('.js'))
  if (files.length !== 1) fail('assets', `should hold one ${name} chunk, holds ${files.length}`)
  for (const file of files) {
    const firstLine = readFileSync(join(root, 'assets', file), 'utf8').split('\n', 1)[0]
    if (firstLine !== compileHint)
      fail(`assets/${file}`, `starts "${firstLine?.slice(0, 60)}", not the compile hint`)
  }
}

const summary = `${routed.length} pages, ${listed.length} sitemap URLs in ${relative(process.cwd(), root) || '.'}`
if (failures.length > 0) {
  console.error(`The build check failed (${summary}):\n- ${failures.join('\n- ')}`)
  process.exitCode = 1
} else {
  console.log(`The build check passed: ${summary}.`)
}

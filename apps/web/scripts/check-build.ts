/**
 * Checks the finished build's files as a crawler would read them: every page's metadata (title,
 * description, canonical, Open Graph with image size and alt, Twitter, JSON-LD) present, unique
 * and parseable; every social card a 1200×630 PNG; each statistic once per page outside the
 * articles; the sitemap listing exactly the prerendered pages but the 404; React Router's data in
 * every page. What the served site does with them is checked in Chromium against the real host:
 * links and assets by linkinator (`e2e/links.spec.ts`), each page's Content Security Policy
 * (`e2e/csp.spec.ts`). The start-up and hydration chunks and React's renderer open with V8's
 * compile hint, where the browser looks for it.
 *
 *   node scripts/check-build.ts [--root build/client]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { parseDocument } from './lib/html.ts'
import { pageMetaProblems, pageTags } from './lib/page-meta-check.ts'
import { clientDir } from './lib/paths.ts'
import { pngSize } from './lib/png.ts'
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
  const document = parseDocument(html)
  return {
    file,
    html,
    path: servedPath(file),
    tags: pageTags(document),
    text: mainText(document),
  }
})
const routed = pages.filter((page) => page.path !== '404')
const routedPaths = new Set(routed.map((page) => page.path))

// Metadata on every routed page, and unique across them.
for (const page of routed) {
  for (const problem of pageMetaProblems(page.tags, `${site.origin}${page.path}`)) {
    fail(page.path, problem)
  }
}
for (const key of ['title', 'description', 'og:image'] as const) {
  const seen = new Map<string, string>()
  for (const page of routed) {
    const value = key === 'title' ? page.tags.titles[0] : page.tags.meta.get(key)?.[0]
    if (value === undefined) continue
    const other = seen.get(value)
    if (other) fail(page.path, `shares its ${key} with ${other}: "${value}"`)
    seen.set(value, page.path)
  }
}
const notFound = pages.find((page) => page.path === '404')
if (!notFound) fail('404.html', 'is missing')
else if (!notFound.tags.meta.get('robots')?.[0]?.includes('noindex')) {
  fail('404.html', 'should tell crawlers noindex')
}

// React Router's data for hydration, streamed into the page by inline scripts: without them the
// page never hydrates. They go missing if the render suspends before `<Scripts>` has rendered.
for (const page of pages) {
  if (!page.html.includes('window.__reactRouterContext.streamController.close()')) {
    fail(page.path, 'carries no React Router data to hydrate with (its stream is never closed)')
  }
}

// Social cards: the image each page names exists and is 1200x630.
for (const page of routed) {
  const image = page.tags.meta.get('og:image')?.[0]
  if (!image?.startsWith(`${site.origin}/`)) {
    fail(page.path, `og:image should be on ${site.origin}, is ${image}`)
    continue
  }
  const file = join(root, image.slice(site.origin.length))
  if (!existsSync(file)) {
    fail(page.path, `social card ${image} is not in the build`)
    continue
  }
  const { width, height } = pngSize(readFileSync(file))
  if (width !== 1200 || height !== 630) fail(page.path, `social card is ${width}x${height}`)
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

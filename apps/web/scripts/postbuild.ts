/**
 * Finishes the prerendered build in `build/client` for static hosting, after `react-router build`:
 * the brand icons and web app manifest, a social card per route, the sitemap and robots.txt, and
 * the `_headers` file with each page's Content Security Policy. It adds files beside the pages and
 * never edits what React Router wrote. What each page then costs a visitor is measured in Chromium by
 * `e2e/first-load.spec.ts`.
 *
 *   node scripts/postbuild.ts
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { brandIconFiles } from './lib/brand-icons.ts'
import { type MarkModules, renderMarkSvg } from './lib/brand-mark.ts'
import { connectTargets } from './lib/csp.ts'
import { uiCardFont } from './lib/fonts.ts'
import { formatHeadersFile } from './lib/headers-file.ts'
import { inlineScripts, parseDocument } from './lib/html.ts'
import { cacheDir, clientDir, sourcemapDir } from './lib/paths.ts'
import { servedPath, siteHeaderRules } from './lib/security-headers.ts'
import { robotsTxt, sitemapEntries, sitemapXml } from './lib/sitemap.ts'
import { type CardStyle, cardCacheKey, renderSocialCard } from './lib/social-card.ts'
import { colour, uiThemeColours } from './lib/theme.ts'
import { importWorkspaceSource } from './lib/workspace.ts'

type Content = typeof import('@org/content')

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
}

async function write(path: string, data: string | Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, data)
}

/** Moves the client source maps out of what gets deployed; the first-load budget reads them there. */
async function keepSourcemapsOut(): Promise<number> {
  const maps = (await filesUnder(clientDir)).filter((file) => file.endsWith('.map'))
  // A fresh client build brings its own maps; rerunning this script keeps the ones moved before.
  if (maps.length > 0) await rm(sourcemapDir, { recursive: true, force: true })
  for (const file of maps) {
    await mkdir(dirname(join(sourcemapDir, file)), { recursive: true })
    await rename(join(clientDir, file), join(sourcemapDir, file))
  }
  return maps.length
}

/** The brand mark from the ui's component, as an SVG file. */
async function brandMark(title: string, size: number): Promise<string> {
  const [ui, react, server] = await Promise.all([
    importWorkspaceSource<MarkModules['ui']>('@org/ui'),
    import('react'),
    import('react-dom/server'),
  ])
  return renderMarkSvg({ ui, react, server } as MarkModules, title, size)
}

/** Draws every route's social card, reusing cached PNGs whose inputs did not change. */
async function socialCards(
  content: Content,
  style: CardStyle,
): Promise<{ drawn: number; cached: number }> {
  let drawn = 0
  let cached = 0
  await mkdir(join(cacheDir, 'social-cards'), { recursive: true })
  for (const meta of content.allPageMeta()) {
    const card = meta.social.card
    const cacheFile = join(cacheDir, 'social-cards', `${cardCacheKey(card, style)}.png`)
    let png: Buffer | undefined = await readFile(cacheFile).catch(() => undefined)
    if (png) {
      cached += 1
    } else {
      const drawnPng = await renderSocialCard(card, style)
      await writeFile(cacheFile, drawnPng)
      png = drawnPng
      drawn += 1
    }
    await write(join(clientDir, card.src), png)
  }
  return { drawn, cached }
}

async function main(): Promise<void> {
  const started = performance.now()
  const step = (label: string) =>
    console.log(`  ${label} (${Math.round(performance.now() - started)} ms)`)
  console.log('Finishing the build for static hosting:')

  const maps = await keepSourcemapsOut()
  step(`moved ${maps} source maps to build/sourcemaps`)

  const content = await importWorkspaceSource<Content>('@org/content')
  const { site } = content
  const theme = uiThemeColours()
  const markSvg = await brandMark(site.brand, 48)
  await write(join(clientDir, site.logo.src), await brandMark(site.logo.alt, site.logo.width))
  const icons = brandIconFiles({
    markSvg,
    name: site.brand,
    shortName: site.brand,
    description: content.pageMeta('/')?.description ?? site.brand,
    themeColour: colour(theme, 'primary'),
    backgroundColour: colour(theme, 'surface'),
  })
  for (const [file, data] of icons) await write(join(clientDir, file), data)
  step(`wrote ${site.logo.src} and ${icons.size} icon files`)

  const cards = await socialCards(content, {
    theme,
    markSvg,
    font: uiCardFont(),
    brand: site.brand,
    host: new URL(site.origin).host,
  })
  step(`social cards: ${cards.drawn} drawn, ${cards.cached} from cache`)

  await write(
    join(clientDir, 'sitemap.xml'),
    sitemapXml(
      site.origin,
      sitemapEntries({
        routes: content.routes,
        articles: content.articles,
        legalLastUpdated: content.legalLastUpdated,
      }),
    ),
  )
  await write(join(clientDir, 'robots.txt'), robotsTxt(site.origin))
  step('wrote sitemap.xml and robots.txt')

  const htmlFiles = (await filesUnder(clientDir)).filter((file) => file.endsWith('.html'))
  // Each page's inline scripts, for the hashes its Content Security Policy allows.
  const pages = await Promise.all(
    htmlFiles.map(async (file) => ({
      path: servedPath(file),
      inlineScripts: inlineScripts(parseDocument(await readFile(join(clientDir, file), 'utf8'))),
    })),
  )
  const rules = siteHeaderRules({ pages, connect: connectTargets(process.env) })
  await write(
    join(clientDir, '_headers'),
    formatHeadersFile(
      rules,
      'Written by scripts/postbuild.ts from the built pages; edit that script, not this file.',
    ),
  )
  step(`wrote _headers: ${rules.length} rules, a policy for each of ${pages.length} pages`)
}

await main()

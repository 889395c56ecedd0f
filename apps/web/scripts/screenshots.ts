/**
 * Full-page screenshots of every route and the not-found page at 360 and 1280 px, taken from the
 * built site served with its production headers: each page scrolled through first so its lazy
 * sections are in, then photographed from the top with animations run to their end. A designer
 * reviews the whole site from one folder, `screenshots/<width>/<page>.png` (not committed).
 *
 *   pnpm --filter web screenshots [--route /about ...] [--out screenshots]
 *
 * Run it after `pnpm --filter web build`.
 */
import { mkdir, rm } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../../../tooling/chromium.ts'
import {
  auditViewports,
  notFoundPath,
  revealWholePage,
  standInForScript,
} from '../e2e/audit-reveal.ts'
import { appDir, clientDir } from './lib/paths.ts'
import { serveBuild } from './lib/serve-build.ts'
import { importWorkspaceSource } from './lib/workspace.ts'

const { values } = parseArgs({
  options: {
    route: { type: 'string', multiple: true },
    out: { type: 'string', default: 'screenshots' },
  },
})
const { routes, site } = await importWorkspaceSource<typeof import('@org/content')>('@org/content')
const paths = values.route ?? [...routes.map((route) => route.path), notFoundPath]
const out = resolve(appDir, values.out)

/** A file name for a path: `/` is `home`, `/blog/x` is `blog--x`, the not-found page `404`. */
function fileName(path: string): string {
  if (path === '/') return 'home.png'
  if (path === notFoundPath) return '404.png'
  return `${path.slice(1).replaceAll('/', '--')}.png`
}

const started = performance.now()
// A whole run replaces the last one, so no stale picture of a removed page stays behind.
if (!values.route) await rm(out, { recursive: true, force: true })
const server = await serveBuild(clientDir)
const browser = await chromium.launch(chromiumLaunchOptions())
try {
  for (const viewport of auditViewports) {
    const folder = join(out, String(viewport.width))
    await mkdir(folder, { recursive: true })
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      deviceScaleFactor: 1,
    })
    for (const path of paths) {
      const page = await context.newPage()
      await standInForScript(page, site.onboardingWidget.scriptUrl)
      await page.goto(`${server.origin}${path}`)
      await revealWholePage(page)
      await page.screenshot({
        path: join(folder, fileName(path)),
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
      })
      await page.close()
      console.log(`${viewport.width} px ${path}`)
    }
    await context.close()
  }
} finally {
  await browser.close()
  await server.close()
}
const seconds = Math.round((performance.now() - started) / 1000)
console.log(`Wrote ${paths.length * auditViewports.length} screenshots to ${out} in ${seconds} s.`)

/**
 * Full-page pictures of every route and the not-found page at 360 and 1280 px, for design review:
 * `screenshots/<width>/<page>.png` (not committed). Each page is hydrated first, then scrolled
 * through so its lazy sections mount, then photographed from the top with animations at their
 * end. Not part of `pnpm test`: `pnpm --filter web screenshots` runs only this project.
 */
import { join } from 'node:path'
import { appDir } from '../scripts/lib/paths.ts'
import { auditedPaths } from './audit-page'
import { auditViewports, notFoundPath, revealWholePage } from './audit-reveal'
import { test, waitForHydration } from './fixtures'

/** A file name for a path: `/` is `home`, `/blog/x` is `blog--x`, the not-found page `404`. */
function fileName(path: string): string {
  if (path === '/') return 'home.png'
  if (path === notFoundPath) return '404.png'
  return `${path.slice(1).replaceAll('/', '--')}.png`
}

for (const viewport of auditViewports) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, deviceScaleFactor: 1 })

    for (const path of auditedPaths) {
      test(path, async ({ page }) => {
        test.slow()
        await page.goto(path)
        // Before any scroll: a section scrolled past before hydration would never mount.
        await waitForHydration(page)
        await revealWholePage(page)
        await page.screenshot({
          path: join(appDir, 'screenshots', String(viewport.width), fileName(path)),
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
        })
      })
    }
  })
}

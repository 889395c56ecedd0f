/**
 * Full-page pictures of every route and the not-found page at 360 and 1280 px, for design review:
 * `screenshots/<width>/<page>.png` (not committed). Each page is hydrated first, then scrolled
 * through so its lazy sections mount, then photographed from the top with animations at their
 * end; and the home page's demo call at three moments of its replay (`home--demo-<ms>.png`). Not
 * part of `pnpm test`: `pnpm --filter web screenshots` runs only this project.
 */
import { join } from 'node:path'
import { homeLazy } from '@org/content'
import { demoTimeline } from '../app/sections/home/demo-timeline'
import { appDir } from '../scripts/lib/paths.ts'
import { auditedPaths } from './audit-page'
import { auditViewports, notFoundPath, revealWholePage } from './audit-reveal'
import { test, waitForHydration } from './fixtures'
import { approachSection, demoCard } from './home-page'

const { demo } = homeLazy
/** Moments of the demo call's replay to picture: two lines in, four lines in, the booking landed. */
const demoMoments = [
  demoTimeline.turn(1) + 300,
  demoTimeline.turn(3) + 300,
  demoTimeline.booking(demo.transcript.length) + 500,
]

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

for (const viewport of auditViewports) {
  test(`${viewport.width} px: the home page's demo call as it plays`, async ({ page }) => {
    // Tall enough for the whole card in the middle, clear of the sticky header and action bar.
    await page.setViewportSize({ width: viewport.width, height: 1800 })
    await page.goto('/')
    await waitForHydration(page)
    await approachSection(page, demo.heading)
    const card = demoCard(page)
    await card.evaluate((figure) => figure.scrollIntoView({ block: 'center', behavior: 'instant' }))
    await card.and(page.locator('[data-progress="done"]')).waitFor()
    // The replay held still at each moment: every transition paused and set to that time.
    await card.evaluate((figure) => {
      for (const transition of figure.getAnimations({ subtree: true })) transition.pause()
    })
    for (const moment of demoMoments) {
      await card.evaluate((figure, at) => {
        for (const transition of figure.getAnimations({ subtree: true }))
          transition.currentTime = at
      }, moment)
      await card.screenshot({
        path: join(appDir, 'screenshots', String(viewport.width), `home--demo-${moment}ms.png`),
      })
    }
  })
}

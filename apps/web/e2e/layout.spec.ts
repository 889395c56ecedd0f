import { auditedPaths, horizontalOverflow } from './audit-page'
import { revealWholePage } from './audit-reveal'
import { expect, test, waitForHydration } from './fixtures'
import { layoutProblems, layoutWidths } from './layout-check'

// Each test lays one whole page out 26 times, sections below the fold included.
test.slow()

for (const path of auditedPaths) {
  test(`${path} lays out without overlaps, overflowing text or sideways scroll from 320 to 1920 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1920, height: 1000 })
    await page.goto(path)
    await waitForHydration(page)
    // Every section mounted and every image loaded once, so each width lays out the whole page.
    await revealWholePage(page)
    const found: string[] = []
    for (const width of layoutWidths) {
      await page.setViewportSize({ width, height: 900 })
      // Two frames: the resize's layout and anything it sets off (a resize observer) have run.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      )
      const { extraWidth, culprits } = await horizontalOverflow(page)
      if (extraWidth > 0 || culprits.length > 0) {
        found.push(
          `${width} px: the page scrolls sideways by ${extraWidth} px (${culprits.join(', ')})`,
        )
      }
      for (const problem of await layoutProblems(page)) found.push(`${width} px: ${problem}`)
    }
    expect(found).toEqual([])
  })
}

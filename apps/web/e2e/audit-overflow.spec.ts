import { auditedPaths, horizontalOverflow, standInForThirdParties } from './audit-page'
import { auditViewports, revealWholePage } from './audit-reveal'
import { expect, test, waitForHydration } from './fixtures'

const [phone] = auditViewports

test.describe(`at ${phone.width} px`, () => {
  test.use({ viewport: { width: phone.width, height: phone.height } })

  for (const path of auditedPaths) {
    test(`${path} does not scroll sideways, lazy sections included`, async ({ page }) => {
      await standInForThirdParties(page)
      await page.goto(path)
      await waitForHydration(page)
      await revealWholePage(page)
      const { extraWidth, culprits } = await horizontalOverflow(page)
      expect(culprits).toEqual([])
      expect(extraWidth).toBeLessThanOrEqual(0)
    })
  }
})

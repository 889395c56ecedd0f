import { navigation } from '@org/content'
import { animationsSettled, auditedPaths, axeViolations, horizontalOverflow } from './audit-page'
import { auditViewports, revealWholePage } from './audit-reveal'
import { expect, test, waitForHydration } from './fixtures'

// Every test scrolls a whole page in and runs axe over all of it: on the home page at 1280 px,
// with the rest of the suite running beside it, that alone has taken over 30 s.
test.slow()

const { mobile } = navigation
const chatNowLabel = mobile.ctas[0]?.label ?? ''
const voiceDialogName = 'AI Voice Assistant'

for (const viewport of auditViewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    for (const path of auditedPaths) {
      const andOverflow = viewport.name === 'mobile' ? ' and does not scroll sideways' : ''
      test(`${path} has no WCAG 2.2 AA violation${andOverflow}, lazy sections included`, async ({
        page,
      }) => {
        await page.goto(path)
        await waitForHydration(page)
        await revealWholePage(page)
        expect(await axeViolations(page)).toEqual([])
        // On the narrowest screen, the same whole page must fit its width.
        if (viewport.name === 'mobile') {
          const { extraWidth, culprits } = await horizontalOverflow(page)
          expect(culprits).toEqual([])
          expect(extraWidth).toBeLessThanOrEqual(0)
        }
      })
    }
  })
}

test.describe('with the voice chat open', () => {
  for (const viewport of auditViewports) {
    test(`at ${viewport.width} px the voice chat has no WCAG 2.2 AA violation`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height })
      await page.goto('/')
      await waitForHydration(page)
      // The page behind the dialog is audited too, in the state a reader who scrolled it left it.
      await revealWholePage(page)
      if (viewport.width < 768) {
        await page
          .getByRole('banner')
          .getByRole('button', { name: mobile.toggleLabel.open })
          .click()
        await page
          .getByRole('dialog', { name: 'Menu' })
          .getByRole('button', { name: chatNowLabel })
          .click()
      } else {
        await page.getByRole('banner').getByRole('button', { name: chatNowLabel }).click()
      }
      const dialog = page.getByRole('dialog', { name: voiceDialogName })
      await expect(dialog).toBeVisible()
      await animationsSettled(dialog)
      expect(await axeViolations(page)).toEqual([])
    })
  }
})

test.describe('with the mobile menu open', () => {
  test.use({ viewport: { width: 360, height: 780 } })

  test('the menu, its Services group expanded, has no WCAG 2.2 AA violation', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await revealWholePage(page)
    await page.getByRole('banner').getByRole('button', { name: mobile.toggleLabel.open }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await menu.getByRole('button', { name: mobile.services.label }).click()
    await expect(
      menu.getByRole('link', { name: mobile.services.links[0]?.label ?? '' }),
    ).toBeVisible()
    await animationsSettled(menu)
    expect(await axeViolations(page)).toEqual([])
  })
})

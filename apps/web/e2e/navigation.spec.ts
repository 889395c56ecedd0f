import { hrefOf, navigation, pageMeta, site } from '@org/content'
import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'

const { desktop, mobile } = navigation
const [chatNow, bookStrategy] = desktop.ctas
const services = desktop.services.links
const voiceDialog = (page: Page) => page.getByRole('dialog', { name: 'AI Voice Assistant' })

/** Records the documents the page loads, to tell client navigation from page loads. */
function watchDocuments(page: Page): string[] {
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname)
  })
  return documents
}

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('Tab walks the skip link, the header and then the page, each visibly focused', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    const header = page.getByRole('banner')
    const order = [
      page.getByRole('link', { name: 'Skip to main content' }),
      header.getByRole('link', { name: site.brand }),
      header.getByRole('button', { name: desktop.services.label }),
      header.getByRole('link', { name: desktop.phone.label }),
      header.getByRole('button', { name: chatNow?.label }),
      header.getByRole('link', { name: bookStrategy?.label }),
    ]
    for (const control of order) {
      await page.keyboard.press('Tab')
      await expect(control).toBeFocused()
      await expect(control).toBeVisible()
      expect(await control.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none')
    }
    // After the header, the page itself.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true)
  })

  test('the skip link moves focus past the header to the page', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
    await page.keyboard.press('Tab')
    // The next stop is the page's first control, not the header.
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true)
  })

  test('the Services dropdown works from the keyboard: Enter, arrows, Esc', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const header = page.getByRole('banner')
    const trigger = header.getByRole('button', { name: desktop.services.label })
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const links = header.getByRole('navigation', { name: 'Main' }).getByRole('link')
    // Each entry: its label, then its line of description.
    await expect(links).toHaveText(
      services.map((link) => `${link.label}${link.description ?? ''}`),
      { useInnerText: false },
    )
    for (const link of services) {
      await expect(header.getByRole('link', { name: link.label })).toHaveAttribute(
        'href',
        hrefOf(link.action) ?? '',
      )
    }
    await page.keyboard.press('ArrowDown')
    await expect(links.nth(0)).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(links.nth(1)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toBeFocused()
  })

  test('a Services link navigates in the app, updating heading and title', async ({ page }) => {
    const documents = watchDocuments(page)
    await page.goto('/')
    await waitForHydration(page)
    for (const link of services.filter((item) => item.action.type === 'route')) {
      const path = hrefOf(link.action) ?? ''
      if (path.includes('#')) continue
      const header = page.getByRole('banner')
      const trigger = header.getByRole('button', { name: desktop.services.label })
      // Opened by hovering, as a mouse user does: a click on a trigger the pointer has already
      // opened by hover (Radix waits 200 ms) closes it again, and on a busy machine the click can
      // land after that delay.
      await trigger.hover()
      await expect(trigger).toHaveAttribute('aria-expanded', 'true')
      await header.getByRole('link', { name: link.label }).click()
      await expect(page).toHaveURL(path)
      await expect(page).toHaveTitle(pageMeta(path)?.title ?? '')
      await expect(page.locator('h1')).toHaveCount(1)
    }
    expect(documents).toEqual(['/'])
  })

  test('Custom AI Solutions leads to the services section of the home page', async ({ page }) => {
    await page.goto('/about')
    await waitForHydration(page)
    const header = page.getByRole('banner')
    await header.getByRole('button', { name: desktop.services.label }).click()
    await header.getByRole('link', { name: 'Custom AI Solutions' }).click()
    await expect(page).toHaveURL('/#services')
    await expect(page).toHaveTitle(pageMeta('/')?.title ?? '')
  })

  test('Book Strategy opens the booking page in a new tab; the phone number dials', async ({
    page,
  }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    const book = header.getByRole('link', { name: bookStrategy?.label })
    await expect(book).toHaveAttribute('href', site.external.booking)
    await expect(book).toHaveAttribute('target', '_blank')
    await expect(book).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(header.getByRole('link', { name: desktop.phone.label })).toHaveAttribute(
      'href',
      site.phone.href,
    )
  })

  test('Chat Now opens the voice chat, and closing it returns focus to Chat Now', async ({
    page,
  }) => {
    await page.goto('/ai-training')
    await waitForHydration(page)
    const button = page.getByRole('banner').getByRole('button', { name: chatNow?.label })
    await button.click()
    await expect(voiceDialog(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(voiceDialog(page)).toBeHidden()
    await expect(button).toBeFocused()
  })
})

test.describe('mobile header', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true })

  test('below 768 px the menu toggle replaces the desktop navigation', async ({ page }) => {
    await page.goto('/')
    await expect(
      page.getByRole('banner').getByRole('button', { name: mobile.toggleLabel.open }),
    ).toBeVisible()
    await expect(
      page.getByRole('banner').getByRole('button', { name: desktop.services.label }),
    ).toBeHidden()
    await expect(
      page.getByRole('banner').getByRole('button', { name: chatNow?.label }),
    ).toBeHidden()
  })

  test('the menu opens and closes by touch, and its Services group leads to a page', async ({
    page,
  }) => {
    const documents = watchDocuments(page)
    await page.goto('/')
    await waitForHydration(page)
    const toggle = page.getByRole('banner').getByRole('button', { name: mobile.toggleLabel.open })
    await toggle.tap()
    const menu = page.getByRole('dialog')
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: mobile.ctas[1]?.label })).toHaveAttribute(
      'href',
      site.external.booking,
    )
    await menu.getByRole('button', { name: mobile.services.label }).tap()
    const target = mobile.services.links[0]
    if (!target) throw new Error('The mobile Services group is empty.')
    await menu.getByRole('link', { name: target.label }).tap()
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL(hrefOf(target.action) ?? '')
    await expect(page).toHaveTitle(pageMeta(hrefOf(target.action) ?? '')?.title ?? '')
    expect(documents).toEqual(['/'])

    await toggle.tap()
    await expect(menu).toBeVisible()
    await menu.getByRole('button', { name: mobile.toggleLabel.close }).tap()
    await expect(menu).toBeHidden()
  })

  test('once the hero has gone, a bar offers the two actions, and steps aside for dialogs', async ({
    page,
  }) => {
    const { actionBar } = mobile
    await page.goto('/')
    await waitForHydration(page)
    const bar = page.getByRole('region', { name: actionBar.label })
    // The first screen has its own buttons: no bar yet.
    await expect(bar).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 2))
    await expect(bar).toBeVisible()
    await expect(bar.getByRole('link', { name: actionBar.call.label })).toHaveAttribute(
      'href',
      hrefOf(actionBar.call.action) ?? '',
    )
    // Nothing it covers is lost: at the very bottom the footer's last line clears the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const barTop = (await bar.boundingBox())?.y ?? 0
    const lastLine = page.getByRole('contentinfo').getByText(navigation.footer.copyright)
    const lastLineBox = await lastLine.boundingBox()
    expect((lastLineBox?.y ?? 0) + (lastLineBox?.height ?? 0)).toBeLessThanOrEqual(barTop)

    await bar.getByRole('button', { name: actionBar.talk.label }).tap()
    const voiceChat = page.getByRole('dialog', { name: 'AI Voice Assistant' })
    await expect(voiceChat).toBeVisible()
    await expect(bar).toBeHidden()
    await page.keyboard.press('Escape')
    await expect(voiceChat).toBeHidden()
    await expect(bar).toBeVisible()

    await page.getByRole('banner').getByRole('button', { name: mobile.toggleLabel.open }).tap()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect(bar).toBeHidden()
  })

  test('the menu lists Pricing, Blog and Contact at the top level, one tap from any page', async ({
    page,
  }) => {
    const documents = watchDocuments(page)
    await page.goto('/ai-training')
    await waitForHydration(page)
    await page.getByRole('banner').getByRole('button', { name: mobile.toggleLabel.open }).tap()
    const menu = page.getByRole('dialog')
    // Shown with Services still folded: top level, not inside the group.
    for (const link of mobile.links) {
      await expect(menu.getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
        'href',
        hrefOf(link.action) ?? '',
      )
    }
    const blog = mobile.links.find((link) => hrefOf(link.action) === '/blog')
    await menu.getByRole('link', { name: blog?.label ?? '', exact: true }).tap()
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL('/blog')
    expect(documents).toEqual(['/ai-training'])
  })

  test('from the keyboard: Enter opens the menu, Esc closes it and focus returns to the toggle', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    const toggle = page.getByRole('banner').getByRole('button', { name: mobile.toggleLabel.open })
    await toggle.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('dialog')
    await expect(menu).toBeVisible()
    // Focus is inside the menu and stays there.
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab')
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test("the menu's Chat Now closes the menu and opens the voice chat", async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const toggle = page.getByRole('banner').getByRole('button', { name: mobile.toggleLabel.open })
    await toggle.tap()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await menu.getByRole('button', { name: mobile.ctas[0]?.label }).tap()
    await expect(menu).toBeHidden()
    await expect(voiceDialog(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(voiceDialog(page)).toBeHidden()
    await expect(toggle).toBeFocused()
  })
})

test('the header is in the prerendered page, usable as plain links before any script', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 800 },
  })
  const page = await context.newPage()
  await page.goto('/about')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: site.brand })).toHaveAttribute('href', '/')
  await expect(header.getByRole('link', { name: desktop.phone.label })).toBeVisible()
  await expect(header.getByRole('link', { name: bookStrategy?.label })).toHaveAttribute(
    'href',
    site.external.booking,
  )
  await header.getByRole('link', { name: site.brand }).click()
  await expect(page).toHaveURL('/')
  await context.close()
})

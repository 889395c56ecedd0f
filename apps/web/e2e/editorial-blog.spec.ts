import { blogCards, blogIndexPage, formatDate, site } from '@org/content'
import type { Page } from '@playwright/test'
import { filterCards } from '../app/sections/blog/filter-cards'
import { horizontalOverflow } from './audit-page'
import { expectExternalLinksSafe } from './editorial-helpers'
import { expect, test, waitForHydration } from './fixtures'

const posts = (page: Page) => page.locator('#blog-posts > li')
const search = (page: Page) => page.getByRole('searchbox', { name: blogIndexPage.searchLabel })

/** A word some cards hold and others do not, with the cards it should leave. */
const query = 'voice'
const matching = filterCards(blogCards, query)

test.describe('blog index', () => {
  test('shows the 13 cards with icon, date, read time, excerpt, text and call to action', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/blog')
    await waitForHydration(page)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('h1')).toHaveText(blogIndexPage.hero.heading)
    await expect(posts(page)).toHaveCount(blogCards.length)
    expect(blogCards).toHaveLength(13)

    for (const [index, card] of blogCards.entries()) {
      const post = posts(page).nth(index)
      await expect(post.getByRole('heading', { level: 3 })).toHaveText(card.title)
      await expect(post.locator('time')).toHaveText(formatDate(card.date))
      await expect(post.locator('time')).toHaveAttribute('datetime', card.date)
      await expect(post).toContainText(`${card.readTimeMinutes} ${blogIndexPage.readTime}`)
      await expect(post).toContainText(card.excerpt)
      await expect(post).toContainText(card.content)
      await expect(post).toContainText(card.cta.title)
      await expect(post).toContainText(card.cta.description)
      // The card's icon, drawn at build time: an outline of its own, visible.
      const icon = post.locator(`svg[data-icon="${card.icon}"]`).first()
      await expect(icon).toBeVisible()
      await expect(icon.locator('path, circle, rect, line, polyline').first()).toBeAttached()
      const button = post.getByRole('link', { name: card.cta.buttonText })
      if (card.cta.link) {
        // Linked posts lead to their article, from the title and from the button.
        await expect(button).toHaveAttribute('href', card.cta.link)
        await expect(button).not.toHaveAttribute('target', /.*/)
        await expect(post.getByRole('link', { name: card.title })).toHaveAttribute(
          'href',
          card.cta.link,
        )
      } else {
        // Posts 1 to 3 have no article: the button opens the booking page in a new tab.
        await expect(button).toHaveAttribute('href', site.external.booking)
        await expect(button).toHaveAttribute('target', '_blank')
        await expect(button).toHaveAttribute('rel', 'noopener noreferrer')
      }
    }
    expect(blogCards.slice(0, 3).every((card) => !card.cta.link)).toBe(true)
    // Every picture has its size and alt text; those below the fold load lazily.
    const images = page.locator('main img')
    for (let index = 0; index < (await images.count()); index++) {
      const image = images.nth(index)
      await expect(image).toHaveAttribute('width', /\d+/)
      await expect(image).toHaveAttribute('height', /\d+/)
      await expect(image).toHaveAttribute('alt', /\S/)
      if (index > 0) await expect(image).toHaveAttribute('loading', 'lazy')
    }
    expect(await expectExternalLinksSafe(page.locator('main'))).toBe(3)
    await page.waitForLoadState('networkidle')
    expect(consoleErrors.messages).toEqual([])
  })

  test('filters as the visitor types, keeps ?q= in the address without new history entries', async ({
    page,
    consoleErrors,
  }) => {
    expect(matching.length).toBeGreaterThan(0)
    expect(matching.length).toBeLessThan(blogCards.length)
    await page.goto('/blog')
    await waitForHydration(page)
    const historyBefore = await page.evaluate(() => history.length)

    await search(page).pressSequentially(query, { delay: 40 })
    await expect(posts(page)).toHaveCount(matching.length)
    for (const [index, card] of matching.entries()) {
      await expect(posts(page).nth(index).getByRole('heading', { level: 3 })).toHaveText(card.title)
    }
    await expect(
      page.getByText(
        blogIndexPage.resultCount
          .replace('{count}', String(matching.length))
          .replace('{total}', String(blogCards.length)),
      ),
    ).toBeVisible()
    await expect(page).toHaveURL(`/blog?q=${query}`)
    // Each keystroke replaced the entry rather than adding one.
    expect(await page.evaluate(() => history.length)).toBe(historyBefore)

    // A reload (the prerendered page, then hydration) keeps the search.
    await page.reload()
    await waitForHydration(page)
    await expect(search(page)).toHaveValue(query)
    await expect(posts(page)).toHaveCount(matching.length)

    // Nothing matches: the content's message and a way back.
    await search(page).fill('zzzz-no-such-topic')
    await expect(page.getByText(blogIndexPage.noResults)).toBeVisible()
    await expect(posts(page)).toHaveCount(0)
    await expect(page).toHaveURL('/blog?q=zzzz-no-such-topic')

    // Clearing brings every card back and takes ?q= out of the address.
    await page.getByRole('button', { name: blogIndexPage.clearSearch }).first().click()
    await expect(posts(page)).toHaveCount(blogCards.length)
    await expect(search(page)).toHaveValue('')
    await expect(page).toHaveURL('/blog')
    expect(consoleErrors.messages).toEqual([])
  })

  test('opens already filtered from the search action address, case-insensitively', async ({
    page,
  }) => {
    await page.goto(`/blog?q=${query.toUpperCase()}`)
    await waitForHydration(page)
    await expect(search(page)).toHaveValue(query.toUpperCase())
    await expect(posts(page)).toHaveCount(matching.length)
    await search(page).press('Escape')
    await expect(posts(page)).toHaveCount(blogCards.length)
  })

  test('fits a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto('/blog')
    await waitForHydration(page)
    expect((await horizontalOverflow(page)).extraWidth).toBeLessThanOrEqual(0)
  })

  test('on the narrowest phone the search field shows its whole placeholder', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 })
    await page.goto('/blog')
    const room = await search(page).evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input)
      const context = document.createElement('canvas').getContext('2d')
      if (!context) throw new Error('no 2D canvas')
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const box = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      return { text: input.placeholder, box, needed: context.measureText(input.placeholder).width }
    })
    expect(room.text).toBe(blogIndexPage.searchPlaceholder)
    expect(room.needed).toBeLessThanOrEqual(room.box)
  })
})

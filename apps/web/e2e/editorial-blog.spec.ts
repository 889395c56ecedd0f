import { blogCards, blogIndexPage, formatDate, site } from '@org/content'
import type { Page } from '@playwright/test'
import { blogCardView } from '../app/sections/blog/card-view'
import { filterCards } from '../app/sections/blog/filter-cards'
import { topicsOf } from '../app/sections/blog/topics'
import { horizontalOverflow } from './audit-page'
import { expectExternalLinksSafe } from './editorial-helpers'
import { expect, test, waitForHydration } from './fixtures'
import { installRenderProbe, rerenderedInside, settle } from './render-probe'

const posts = (page: Page) => page.locator('#blog-posts article')
const post = (page: Page, title: string) =>
  posts(page).filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) })
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
const search = (page: Page) => page.getByRole('searchbox', { name: blogIndexPage.searchLabel })

/** The cards as the page shows them (with their articles' categories), newest first. */
const views = blogCards.map((card) => blogCardView(card, blogIndexPage.readTime))
const linked = blogCards.filter((card) => card.cta.link)

/** A word some cards hold and others do not, with the cards it should leave. */
const query = 'voice'
const matching = filterCards(views, query)

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

    for (const card of blogCards) {
      const shown = post(page, card.title)
      await expect(shown).toHaveCount(1)
      await expect(shown.locator('time')).toHaveText(formatDate(card.date))
      await expect(shown.locator('time')).toHaveAttribute('datetime', card.date)
      await expect(shown).toContainText(`${card.readTimeMinutes} ${blogIndexPage.readTime}`)
      await expect(shown).toContainText(card.excerpt)
      await expect(shown).toContainText(card.content)
      await expect(shown).toContainText(card.cta.title)
      await expect(shown).toContainText(card.cta.description)
      await expect(shown).toContainText(card.cta.buttonText)
      // The card's icon, drawn at build time: an outline of its own, visible.
      const icon = shown.locator(`svg[data-icon="${card.icon}"]`).first()
      await expect(icon).toBeVisible()
      await expect(icon.locator('path, circle, rect, line, polyline').first()).toBeAttached()
      if (card.cta.link) {
        // A post with an article is one link, its title, whose hit area covers the card.
        await expect(shown.getByRole('link')).toHaveCount(1)
        const link = shown.getByRole('link', { name: card.title, exact: true })
        await expect(link).toHaveAttribute('href', card.cta.link)
        await expect(link).not.toHaveAttribute('target', /.*/)
        const view = views.find((entry) => entry.id === card.id)
        if (view?.category) await expect(shown).toContainText(view.category)
      } else {
        // Posts 1 to 3 have no article: the button opens the booking page in a new tab.
        const button = shown.getByRole('link', { name: card.cta.buttonText })
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

  test('hydrating renders each card once; a search renders them again', async ({ page }) => {
    await installRenderProbe(page)
    await page.goto('/blog')
    await waitForHydration(page)
    await settle(page)
    // An update while hydrating would re-render all 13 cards in one task the visitor waits on.
    expect(await rerenderedInside(page, '#blog-posts')).toBe(0)
    await search(page).fill(query)
    await expect(posts(page)).toHaveCount(matching.length)
    expect(await rerenderedInside(page, '#blog-posts')).toBeGreaterThan(0)
  })

  test('features the newest article, strips the bookable posts, then lists the rest', async ({
    page,
  }) => {
    await page.goto('/blog')
    await waitForHydration(page)
    const [newest, ...older] = linked
    if (!newest) throw new Error('The blog has no article to feature.')
    const featured = region(page, blogIndexPage.featuredLabel)
    await expect(featured.getByRole('heading', { level: 3 })).toHaveText(newest.title)

    const sessions = region(page, blogIndexPage.sessions.heading)
    await expect(sessions).toContainText(blogIndexPage.sessions.intro)
    await expect(sessions.getByRole('heading', { level: 3 })).toHaveText(
      blogCards.filter((card) => !card.cta.link).map((card) => card.title),
    )
    await expect(
      region(page, blogIndexPage.articlesHeading).getByRole('heading', { level: 3 }),
    ).toHaveText(older.map((card) => card.title))

    // The whole card is the link: a click on its picture, away from the title, opens the article.
    // (The title's link covers the picture, so the mouse clicks where the picture is drawn.)
    const picture = featured.locator('img')
    await picture.scrollIntoViewIfNeeded()
    const box = await picture.boundingBox()
    if (!box) throw new Error('The featured picture is not drawn.')
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await expect(page).toHaveURL(newest.cta.link ?? '')
  })

  test('topic chips search the index for a category, and All topics clears it', async ({
    page,
  }) => {
    const topics = topicsOf(views)
    const topic = topics[0]
    if (!topic) throw new Error('The blog index has no topics.')
    const found = filterCards(views, topic.name)
    expect(found.length).toBeLessThan(views.length)
    await page.goto('/blog')
    await waitForHydration(page)
    const chips = page.getByRole('navigation', { name: blogIndexPage.topics.label })
    await expect(chips.getByRole('link')).toHaveText([
      blogIndexPage.topics.all,
      ...topics.map((entry) => entry.name),
    ])
    const all = chips.getByRole('link', { name: blogIndexPage.topics.all })
    await expect(all).toHaveAttribute('aria-current', 'page')

    await chips.getByRole('link', { name: topic.name, exact: true }).click()
    await expect(page).toHaveURL(topic.href)
    await expect(posts(page)).toHaveCount(found.length)
    await expect(search(page)).toHaveValue(topic.name)
    await expect(chips.getByRole('link', { name: topic.name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(all).not.toHaveAttribute('aria-current', /.*/)

    await all.click()
    await expect(page).toHaveURL('/blog')
    await expect(posts(page)).toHaveCount(blogCards.length)
    await expect(all).toHaveAttribute('aria-current', 'page')
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
    await expect(posts(page).getByRole('heading', { level: 3 })).toHaveText(
      matching.map((card) => card.title),
    )
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

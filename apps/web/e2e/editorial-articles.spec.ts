import {
  type Article,
  articlePage,
  articlePath,
  articles,
  formatDate,
  readTimeMinutes,
  site,
} from '@org/content'
import { animationsSettled, horizontalOverflow } from './audit-page'
import { expectExternalLinksSafe } from './editorial-helpers'
import { expect, test, waitForHydration } from './fixtures'

/** How many blocks of each kind an article's body holds. */
function blockCounts(article: Article): Map<string, number> {
  const counts = new Map<string, number>()
  for (const block of article.sections.flatMap((section) => section.blocks)) {
    counts.set(block.type, (counts.get(block.type) ?? 0) + 1)
  }
  return counts
}

test('the articles between them use every kind of block', () => {
  const kinds = new Set(articles.flatMap((article) => [...blockCounts(article).keys()]))
  expect([...kinds].sort()).toEqual(
    [
      'callout',
      'cards',
      'caseStudy',
      'example',
      'list',
      'news',
      'paragraph',
      'quote',
      'stats',
      'steps',
      'table',
    ].sort(),
  )
})

test('every article is linked from another one, so none is an orphan', () => {
  const linked = new Set(articles.flatMap((article) => article.related))
  for (const article of articles) expect(linked, article.slug).toContain(articlePath(article))
})

for (const article of articles) {
  const path = articlePath(article)

  test.describe(path, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page)
    })

    test.afterEach(async ({ page, consoleErrors }) => {
      await page.waitForLoadState('networkidle')
      expect(consoleErrors.messages).toEqual([])
    })

    test('hero: badge, one h1, its own picture, date, read time and author', async ({ page }) => {
      const main = page.getByRole('main')
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.locator('h1')).toHaveText(article.hero.headline)
      await expect(
        main.getByText(article.hero.badge ?? article.category, { exact: true }).first(),
      ).toBeVisible()
      const image = main.locator(`img[src="${article.hero.image.src}"]`)
      await expect(image).toHaveAttribute('alt', article.hero.image.alt)
      await expect(image).toHaveAttribute('width', String(article.hero.image.width))
      await expect(image).toHaveAttribute('height', String(article.hero.image.height))
      await expect(main.locator(`time[datetime="${article.datePublished}"]`)).toHaveText(
        formatDate(article.datePublished),
      )
      await expect(main).toContainText(`${readTimeMinutes(article)} ${articlePage.readTime}`)
      await expect(main).toContainText(
        article.author === 'founder' ? site.founder.name : site.brand,
      )
    })

    test('body: every section with its anchor and every block in its own form', async ({
      page,
    }) => {
      const main = page.getByRole('main')
      for (const section of article.sections) {
        await expect(main.locator(`h2#${section.id}`)).toHaveText(section.heading)
      }
      for (const [kind, count] of blockCounts(article)) {
        await expect(main.locator(`[data-block="${kind}"]`), kind).toHaveCount(count)
      }
      const news = article.sections
        .flatMap((section) => section.blocks)
        .flatMap((block) => (block.type === 'news' ? block.items : []))
      for (const item of news) {
        const card = main.locator('[data-block="news"] > li').filter({ hasText: item.title })
        await expect(card).toContainText(item.category)
        await expect(card).toContainText(item.time)
        await expect(card).toContainText(item.source)
      }
      const tags = main.getByRole('list', { name: articlePage.tagsLabel })
      for (const tag of article.tags) await expect(tags).toContainText(tag)
    })

    test('FAQ: each question opens to its answer', async ({ page }) => {
      const main = page.getByRole('main')
      if (!article.faqs) {
        await expect(main.getByText(articlePage.faqHeading)).toHaveCount(0)
        return
      }
      // The accordion's code loads as the FAQ comes near; its questions work once it has.
      const part = main
        .locator('[data-mount]')
        .filter({ has: page.getByRole('button', { name: article.faqs[0]?.question }) })
      await part.scrollIntoViewIfNeeded()
      await expect(part).toHaveAttribute('data-mount', 'live')
      for (const faq of article.faqs) {
        await main.getByRole('button', { name: faq.question }).click()
        await expect(main.getByText(faq.answer)).toBeVisible()
        // An answer slides open and pushes the next question down as it does. A press that lands
        // on that question and is released after it has moved is a click on neither, so the next
        // question is pressed once it has come to rest.
        await animationsSettled(part)
      }
    })

    test('related articles, the call to action in a new tab, and back to the blog', async ({
      page,
    }) => {
      const main = page.getByRole('main')
      const related = main.getByRole('region', { name: articlePage.relatedHeading })
      for (const href of article.related) {
        await expect(related.locator(`a[href="${href}"]`)).toHaveCount(1)
      }
      const cta = main.getByRole('link', { name: article.cta.buttonText })
      await expect(cta).toHaveAttribute('href', site.external[article.cta.target])
      await expect(cta).toHaveAttribute('target', '_blank')
      await expect(cta).toHaveAttribute('rel', 'noopener noreferrer')
      await expectExternalLinksSafe(main)
      await expect(main.getByRole('link', { name: articlePage.backToBlog.label })).toHaveAttribute(
        'href',
        '/blog',
      )
    })
  })
}

test('the news briefing books the 30-minute calendar and links the pricing and training pages', async ({
  page,
}) => {
  await page.goto('/blog/ai-news-briefing-august-2025')
  const main = page.getByRole('main')
  await expect(main.locator(`a[href="${site.external.calendar}"]`)).toHaveAttribute(
    'target',
    '_blank',
  )
  await expect(main.locator('a[href="/ai-voice-agents-pricing"]').first()).toBeVisible()
  await expect(main.locator('a[href="/ai-training"]').first()).toBeVisible()
})

test('every article fits a 360 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  for (const article of articles) {
    await page.goto(articlePath(article))
    expect((await horizontalOverflow(page)).extraWidth, article.slug).toBeLessThanOrEqual(0)
  }
})

test('back to blog navigates in the app', async ({ page }) => {
  const [article] = articles
  if (!article) throw new Error('no articles')
  await page.goto(articlePath(article))
  await waitForHydration(page)
  await page.getByRole('main').getByRole('link', { name: articlePage.backToBlog.label }).click()
  await expect(page).toHaveURL('/blog')
  await expect(page.locator('h1')).toHaveCount(1)
})

test('on wide screens, "On this page" marks the section being read as the reader scrolls', async ({
  page,
}) => {
  const [article] = articles
  if (!article || article.sections.length < 3) throw new Error('needs an article of 3 sections')
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(articlePath(article))
  await waitForHydration(page)
  const contents = page.getByRole('navigation', { name: articlePage.contentsHeading })
  const current = contents.locator('[aria-current="location"]')
  // Above the first section, no entry is current.
  await expect(current).toHaveCount(0)
  for (const section of [article.sections[2], article.sections[0]]) {
    if (!section) continue
    // As a reader arrives by a link: the section's start just under the sticky header.
    await page.evaluate((id) => {
      const top = document.getElementById(id)?.getBoundingClientRect().top ?? 0
      window.scrollBy(0, top - 100)
    }, section.id)
    await expect(current).toHaveText(section.heading)
    await expect(current).toHaveCSS('font-weight', '600')
  }
})

import { coachingPage, coursePage, getStartedPage, hrefOf, site, trainingPage } from '@org/content'
import type { Locator, Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'
import { expectPhrases, expectSoundPage, offerPaths, region } from './offers-checks'

/** Expects a link with this label that opens this action's address in a new tab. */
async function expectNewTabLink(
  scope: Locator,
  cta: { label: string; action: Parameters<typeof hrefOf>[0] },
) {
  const link = scope.getByRole('link', { name: cta.label }).first()
  await expect(link).toHaveAttribute('href', hrefOf(cta.action) ?? '')
  await expect(link).toHaveAttribute('target', '_blank')
}

test.describe('AI training', () => {
  const content = trainingPage
  const path = offerPaths.training
  const cards = (page: Page) => page.locator('[data-part="benefit-card"]')

  /** Where the card and its shimmer band sit, in page pixels. */
  const geometry = (card: Locator) =>
    card.evaluate((element) => {
      const shimmer = element.querySelector('[data-part="shimmer"]')
      const highlight = element.querySelector('[data-part="highlight"]')
      const box = element.getBoundingClientRect()
      return {
        translate: getComputedStyle(element).translate,
        shimmerLeft: shimmer ? shimmer.getBoundingClientRect().left - box.left : null,
        shimmerShown: shimmer ? getComputedStyle(shimmer).display !== 'none' : false,
        highlight: highlight ? Number(getComputedStyle(highlight).opacity) : 0,
        width: box.width,
      }
    })

  test('shows three benefits, the membership card, the included list, the testimonial and the join link', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.hero.heading)
    await expect(cards(page)).toHaveCount(3)
    for (const [index, benefit] of content.benefits.entries()) {
      await expect(cards(page).nth(index).getByRole('heading')).toHaveText(benefit.title)
    }

    const premium = region(page, content.premium.title)
    await expectPhrases(premium, [
      content.premium.badge,
      content.premium.description,
      content.premium.amount,
      content.premium.period,
      content.premium.billing,
      content.premium.priceNote,
      ...content.premium.features,
    ])
    await expectNewTabLink(premium, content.premium.cta)

    const included = region(page, content.included.heading)
    await expect(included.getByRole('listitem')).toHaveText(content.included.items)

    const testimonial = region(page, content.testimonialSection.heading)
    await expect(testimonial.locator('blockquote')).toHaveText(content.testimonial.quote)
    await expect(
      testimonial.getByRole('img', { name: content.testimonialSection.ratingLabel }),
    ).toBeVisible()
    await expect(testimonial).toContainText(content.testimonial.name)

    await expectNewTabLink(region(page, content.closing.heading), content.join)
    await page.waitForLoadState('networkidle')
    expect(consoleErrors.messages).toEqual([])
  })

  test.describe('benefit cards at 1280 px', () => {
    test.use({ viewport: { width: 1280, height: 900 } })

    test('hovering a card lifts and highlights it, and a shimmer sweeps across', async ({
      page,
    }) => {
      await page.goto(path)
      await waitForHydration(page)
      const card = cards(page).first()
      await card.scrollIntoViewIfNeeded()
      const before = await geometry(card)
      expect(before.shimmerShown).toBe(true)
      expect(before.shimmerLeft).toBeLessThan(0)
      expect(before.highlight).toBe(0)

      await card.hover()
      await expect.poll(async () => (await geometry(card)).highlight).toBeGreaterThan(0)
      await expect.poll(async () => (await geometry(card)).translate).not.toBe(before.translate)
      await expect
        .poll(async () => (await geometry(card)).shimmerLeft ?? 0)
        .toBeGreaterThan(before.width)
    })

    test('a keyboard user focusing a link in a card gets the same highlight and shimmer', async ({
      page,
    }) => {
      await page.goto(path)
      await waitForHydration(page)
      const card = cards(page)
        .filter({ has: page.getByRole('link') })
        .first()
      const link = card.getByRole('link')
      await link.focus()
      expect(await link.evaluate((element) => element.matches(':focus-visible'))).toBe(true)
      await expect.poll(async () => (await geometry(card)).highlight).toBeGreaterThan(0)
      const { width } = await geometry(card)
      await expect.poll(async () => (await geometry(card)).shimmerLeft ?? 0).toBeGreaterThan(width)
    })

    test('under reduced motion a hovered card is highlighted but nothing moves', async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(path)
      await waitForHydration(page)
      const card = cards(page).first()
      await card.scrollIntoViewIfNeeded()
      await card.hover()
      await expect.poll(async () => (await geometry(card)).highlight).toBeGreaterThan(0)
      const hovered = await geometry(card)
      expect(hovered.shimmerShown).toBe(false)
      expect(['none', '0px', '0px 0px']).toContain(hovered.translate)
    })
  })

  test('has one h1, safe external links and no sideways scroll at 360 px', async ({ page }) => {
    await expectSoundPage(page, path)
  })
})

test.describe('Automate to Dominate', () => {
  const content = coachingPage
  const path = offerPaths.coaching

  test('shows the price and guarantee, figures, topics, inclusions, timeline, FAQ and both buttons', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(path)
    const hero = page.getByRole('region', { name: content.hero.heading })
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(content.hero.heading)
    await expectPhrases(hero, [
      content.hero.intro ?? '',
      content.hero.priceLabel,
      content.hero.price,
      content.hero.priceNote,
      content.guarantee.heading,
    ])
    await expectNewTabLink(hero, content.hero.join)
    await expectNewTabLink(hero, content.hero.strategy)

    await expectPhrases(
      region(page, content.statsSection.heading),
      content.stats.flatMap((stat) => [stat.value, stat.label]),
    )
    const mastery = region(page, content.mastery.heading)
    await expect(mastery.getByRole('heading', { level: 3 })).toHaveText(
      content.mastery.items.map((item) => item.title),
    )
    await expectPhrases(region(page, content.included.heading), content.included.items)
    await expect(
      page.getByRole('complementary', { name: content.guarantee.heading }),
    ).toContainText(content.guarantee.text)

    const timeline = region(page, content.timeline.heading)
    await expect(timeline.getByRole('heading', { level: 3 })).toHaveText(
      content.timeline.phases.map((phase) => phase.name),
    )
    await expectPhrases(
      timeline,
      content.timeline.phases.flatMap((phase) => [
        phase.period,
        phase.description,
        ...phase.outcomes,
      ]),
    )

    const closing = region(page, content.closing.heading)
    await expectNewTabLink(closing, content.closing.join)
    await expectNewTabLink(closing, content.closing.strategy)
    await page.waitForLoadState('networkidle')
    expect(consoleErrors.messages).toEqual([])
  })

  test('the FAQ has three questions that open to their answers', async ({ page }) => {
    await page.goto(path)
    await waitForHydration(page)
    const faq = region(page, content.faq.heading)
    const questions = faq.getByRole('button')
    await expect(questions).toHaveText(content.faq.items.map((item) => item.question))
    // The accordion's code loads as the section comes near; its questions work once it has.
    await faq.scrollIntoViewIfNeeded()
    const part = page
      .locator('[data-mount]')
      .filter({ has: page.getByRole('region', { name: content.faq.heading, exact: true }) })
    if ((await part.count()) > 0) await expect(part).toHaveAttribute('data-mount', 'live')
    const last = content.faq.items[2]
    await expect(faq.getByText(last?.answer ?? '')).toBeHidden()
    await questions.nth(2).click()
    await expect(faq.getByText(last?.answer ?? '')).toBeVisible()
  })

  test('has one h1, safe external links and no sideways scroll at 360 px', async ({ page }) => {
    await expectSoundPage(page, path)
  })
})

test.describe('content course', () => {
  const content = coursePage
  const path = offerPaths.course

  test('shows the $499 limited-time offer, both lists, the lessons and both buttons', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(path)
    const hero = page.getByRole('region', { name: content.hero.heading })
    await expectPhrases(hero, [
      content.hero.eyebrow ?? '',
      content.hero.badge,
      content.hero.price,
      content.hero.priceNote,
    ])
    await expectNewTabLink(hero, content.hero.cta)

    const benefits = region(page, content.benefitsSection.heading)
    await expect(benefits.getByRole('heading', { level: 3 })).toHaveText(
      content.benefitLists.map((list) => list.heading),
    )
    await expectPhrases(
      benefits,
      content.benefitLists.flatMap((list) => list.items),
    )
    const learn = region(page, content.learn.heading)
    await expect(learn.getByRole('heading', { level: 3 })).toHaveText(
      content.learn.items.map((item) => item.title),
    )
    // The modules are an ordered list, each named by its place in the course.
    await expect(learn.locator('ol > li')).toHaveText(
      content.learn.items.map(
        (item, index) =>
          `${content.learn.moduleLabel} ${index + 1}${item.title}${item.description}`,
      ),
    )
    const closing = region(page, content.closing.heading)
    await expectNewTabLink(closing, content.closing.offer)
    await expectNewTabLink(closing, content.closing.community)
    await page.waitForLoadState('networkidle')
    expect(consoleErrors.messages).toEqual([])
  })

  test('has one h1, safe external links and no sideways scroll at 360 px', async ({ page }) => {
    await expectSoundPage(page, path)
  })
})

test.describe('get started with AI', () => {
  const content = getStartedPage
  const path = offerPaths.getStarted

  test('asks where to start, offers a call and a booking, and shows the journey, the jobs, the FAQ and the quiz', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(path)
    const hero = page.getByRole('region', { name: content.hero.heading })
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(
      "Don't Know Where to Start with AI?",
    )
    await expect(hero.getByRole('link', { name: content.hero.call.label })).toHaveAttribute(
      'href',
      site.phone.href,
    )
    await expectNewTabLink(hero, content.hero.book)
    const quiz = page.getByRole('complementary', { name: content.auditQuiz.heading })
    await expectNewTabLink(quiz, content.auditQuiz.cta)
    await expect(quiz.getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer')

    const journey = region(page, content.journey.heading)
    await expect(journey.getByRole('heading', { level: 3 })).toHaveText(
      content.journey.steps.map((step) => step.title),
    )
    const capabilities = region(page, content.capabilities.heading)
    await expect(capabilities.getByRole('listitem')).toHaveText(content.capabilities.items)
    const faq = region(page, content.faq.heading)
    await expect(faq.getByRole('heading', { level: 3 })).toHaveText(
      content.faq.items.map((item) => item.question),
    )
    const closing = region(page, content.closing.heading)
    await expect(closing.getByRole('link', { name: content.closing.call.label })).toHaveAttribute(
      'href',
      site.phone.href,
    )
    await expectNewTabLink(closing, content.closing.book)
    await page.waitForLoadState('networkidle')
    expect(consoleErrors.messages).toEqual([])
  })

  test('has one h1, safe external links and no sideways scroll at 360 px', async ({ page }) => {
    await expectSoundPage(page, path)
  })
})

import { agentPricingPage, formatAud, hrefOf, voicePricingPage } from '@org/content'
import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'
import {
  expectPhrases,
  expectSoundPage,
  offerPaths,
  region,
  stubExternalSites,
} from './offers-checks'

test.describe('voice agent pricing', () => {
  const content = voicePricingPage
  const path = offerPaths.voicePricing

  test('shows the steps, three agent types, four plans, the table and the GST note twice', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.hero.heading)

    await expectPhrases(
      region(page, content.steps.heading),
      content.steps.items.flatMap((step) => [step.title, step.description]),
    )

    const types = region(page, content.agentTypes.heading).getByRole('article')
    await expect(types.getByRole('heading', { level: 3 })).toHaveText(
      content.agentTypes.items.map((type) => type.name),
    )
    for (const [index, type] of content.agentTypes.items.entries()) {
      await expect(types.nth(index).getByRole('listitem')).toHaveText(type.features)
    }
    // The popular flag: one card carries the label, and it is the popular type.
    const popularType = content.agentTypes.items.find((type) => type.popular)
    await expect(
      region(page, content.agentTypes.heading).getByRole('article', {
        name: new RegExp(content.agentTypes.popularBadge, 'i'),
      }),
    ).toHaveAccessibleName(new RegExp(`^${popularType?.name}`))

    const plans = region(page, content.plans.heading)
    const cards = plans.getByRole('article')
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(
      content.plans.items.map((plan) => plan.name),
    )
    const popular = content.plans.items.find((plan) => plan.popular)
    await expect(plans.getByRole('article', { name: /most popular/i })).toHaveAccessibleName(
      new RegExp(`^${popular?.name}`),
    )
    for (const [index, plan] of content.plans.items.entries()) {
      const card = content.plans.cards[index]
      await expectPhrases(cards.nth(index), [
        plan.summary,
        card?.price ?? '',
        card?.period ?? '',
        card?.setUp ?? '',
        ...(card?.inclusions ?? []),
      ])
      const action = cards.nth(index).getByRole('link', { name: plan.cta.label })
      await expect(action).toHaveAttribute('href', hrefOf(plan.cta.action) ?? '')
    }
    await expect(plans.getByText(content.gstNote)).toBeVisible()

    const comparison = region(page, content.comparison.heading)
    const table = comparison.getByRole('table', { name: content.comparison.heading })
    await expect(table.getByRole('columnheader')).toHaveText([
      content.comparison.featureHeading,
      ...content.plans.items.map((plan) => plan.name),
    ])
    await expect(table.getByRole('rowheader')).toHaveText(
      content.comparison.rows.map((row) => row.feature),
    )
    await expect(comparison.getByText(content.gstNote)).toBeVisible()

    const closing = region(page, content.closing.heading)
    for (const cta of content.closing.ctas) {
      await expect(
        closing.getByRole(cta.action.type === 'voice-chat' ? 'button' : 'link', {
          name: cta.label,
        }),
      ).toBeVisible()
    }
    await page.waitForLoadState('networkidle')
    expect(consoleErrors.messages).toEqual([])
  })

  test('Talk To Agent in the hero opens the voice chat', async ({ page }) => {
    await page.goto(path)
    await waitForHydration(page)
    await page
      .getByRole('main')
      .getByRole('button', { name: content.hero.cta.label })
      .first()
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
  })

  test('has one h1, safe external links and no sideways scroll at 360 px', async ({ page }) => {
    await expectSoundPage(page, path)
  })
})

test.describe('AI agent pricing', () => {
  const content = agentPricingPage
  const path = offerPaths.agentPricing
  const booking = hrefOf(content.action) ?? ''
  const strip = (page: Page) => page.getByRole('region', { name: content.statStrip.label })
  const track = (page: Page) => strip(page).locator('[data-marquee-track]')
  const style = (page: Page, property: string) =>
    track(page).evaluate(
      (element, name) => getComputedStyle(element).getPropertyValue(name),
      property,
    )

  test('shows the hero, figures, how-to, six agents, both packages and the benefits', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.hero.heading)
    await expectPhrases(
      strip(page).locator('ul').first(),
      content.stats.flatMap((stat) => [stat.value, stat.label]),
    )
    await expectPhrases(
      region(page, content.howTo.heading),
      content.howTo.items.flatMap((step) => [step.title, step.description]),
    )

    const agents = region(page, content.agents.heading).getByRole('article')
    await expect(agents.getByRole('heading', { level: 3 })).toHaveText(
      content.agents.items.map((agent) => agent.name),
    )
    for (const [index, agent] of content.agents.items.entries()) {
      await expect(agents.nth(index).getByRole('listitem')).toHaveText(agent.features)
    }
    // The Most Popular ribbon sits on the second card, and only there.
    await expect(agents.nth(1).getByText(content.agents.ribbon, { exact: true })).toBeVisible()
    await expect(
      region(page, content.agents.heading).getByText(content.agents.ribbon, { exact: true }),
    ).toHaveCount(1)

    const packages = region(page, content.packages.heading)
    for (const offer of content.packages.items) {
      await expectPhrases(packages.getByRole('article', { name: offer.name }), [
        offer.summary,
        formatAud(offer.price),
        content.packages.priceNote,
        offer.buttonLabel,
        ...offer.includes,
        ...offer.conditions,
      ])
    }
    await expectPhrases(
      region(page, content.benefits.heading),
      content.benefits.items.map((benefit) => benefit.title),
    )
    await page.waitForLoadState('networkidle')
    expect(consoleErrors.messages).toEqual([])
  })

  test('every button on the page opens the booking page in a new tab', async ({ page }) => {
    await stubExternalSites(page)
    await page.goto(path)
    await waitForHydration(page)
    const main = page.getByRole('main')
    const links = main.getByRole('link')
    // Hero, six agents, two packages and each closing button.
    await expect(links).toHaveCount(1 + 6 + 2 + content.closing.buttonLabels.length)
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', booking)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    // The one other button is the stat strip's pause toggle, which moves nothing but the strip.
    await expect(main.getByRole('button')).toHaveCount(1)
    await expect(main.getByRole('button')).toHaveAccessibleName(content.statStrip.pauseLabel)

    // `noopener` severs the new tab from this one, so it arrives as a page of the context.
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      main.getByRole('link', { name: content.agents.buttonLabel }).nth(1).click(),
    ])
    await tab.waitForURL(booking)
    await expect(page).toHaveURL(path)
  })

  test.describe('at 1280 px', () => {
    test.use({ viewport: { width: 1280, height: 800 } })

    test('the figures scroll past in a 15-second loop', async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page)
      expect(await style(page, 'animation-name')).toBe('marquee')
      expect(await style(page, 'animation-duration')).toBe('15s')
      expect(await style(page, 'animation-play-state')).toBe('running')
      const start = await style(page, 'transform')
      await expect.poll(() => style(page, 'transform')).not.toBe(start)
    })

    test('the figures stand still when the visitor prefers reduced motion', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(path)
      await waitForHydration(page)
      expect(await style(page, 'animation-name')).toBe('none')
      await expect(strip(page).getByRole('button')).toBeHidden()
    })
  })

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 800 } })

    test('the figures sit still in a compact two-column grid', async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page)
      expect(await style(page, 'animation-name')).toBe('none')
      const grid = strip(page).locator('ul').first()
      expect(await grid.evaluate((element) => getComputedStyle(element).display)).toBe('grid')
      const columns = await grid.evaluate(
        (element) => getComputedStyle(element).gridTemplateColumns.split(' ').length,
      )
      expect(columns).toBe(2)
      // The loop's second copy is not shown on phones.
      await expect(strip(page).locator('ul').nth(1)).toBeHidden()
    })
  })

  test('has one h1, safe external links and no sideways scroll at 360 px', async ({ page }) => {
    await expectSoundPage(page, path)
  })
})

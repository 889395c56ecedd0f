import { homeAboveFold, homeLazy, hrefOf, site } from '@org/content'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  heroHeading,
  homeSections,
  mountByScrolling,
  mountEverySection,
  sectionNamed,
  waitForHeroMounted,
} from './home-page'

const { hero, awardBanner, steps, services } = homeAboveFold
const { demo, coachingImage, aiCoaching, journeyPricing, about, faq, testimonials, seo } = homeLazy

/** Text a section shows, as a visitor reads it (content's rich-text links without their markup). */
function plain(text: string): string {
  return text.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
}

/** The key texts of every section, read from content. */
const keyTexts: Record<(typeof homeSections)[number]['key'], string[]> = {
  awardBanner: awardBanner.stats.flatMap((stat) => [stat.value, stat.label]),
  steps: [steps.intro ?? '', ...steps.items.flatMap((step) => [step.title, step.description])],
  services: [
    services.intro ?? '',
    ...services.cards.flatMap((card) => [card.title, card.description, ...card.features]),
    services.voicePromo.heading,
    services.voicePromo.text,
    ...services.voicePromo.points,
  ],
  demo: [demo.intro ?? '', demo.callLabel, ...demo.transcript.map((turn) => turn.text)],
  coachingImage: [coachingImage.intro ?? '', coachingImage.cta.label],
  aiCoaching: [aiCoaching.intro ?? '', aiCoaching.priceNote, ...aiCoaching.points],
  journeyPricing: journeyPricing.tiers.flatMap((tier) => [
    tier.name,
    tier.price,
    tier.description,
    ...tier.features,
  ]),
  about: [about.intro ?? '', ...about.paragraphs.map(plain), ...about.stats.map((s) => s.value)],
  faq: [faq.intro ?? '', ...faq.items.map((item) => item.question)],
  testimonials: [
    testimonials.intro ?? '',
    ...testimonials.items.flatMap((item) => [item.quote, item.name]),
  ],
  seo: seo.paragraphs.map(plain),
  contact: [homeLazy.contact.intro ?? ''],
}

/** Each section's heading and text, as the page shows them now. */
function readSections(page: Page) {
  return page.locator('main section[aria-labelledby]').evaluateAll((sections) =>
    sections.map((section) => ({
      heading: document.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent,
      text: section.textContent ?? '',
    })),
  )
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('every section in the documented order with its texts, one h1, and no console errors', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/')
    await waitForHeroMounted(page)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('h1')).toHaveText(heroHeading)
    await mountEverySection(page)

    const [heroSection, ...sections] = await readSections(page)
    expect(heroSection?.heading).toBe(heroHeading)
    for (const text of [hero.badge, hero.subheadline, ...hero.trust, hero.quizCard.title]) {
      expect(heroSection?.text).toContain(text)
    }
    expect(sections.map((section) => section.heading)).toEqual(
      homeSections.map((section) => section.heading),
    )
    homeSections.forEach(({ key }, index) => {
      for (const text of keyTexts[key]) expect(sections[index]?.text).toContain(text)
    })
    // Mounted, the FAQ's questions are the accordion's buttons.
    await expect(
      sectionNamed(page, faq.heading).getByRole('button', { name: faq.items[0]?.question }),
    ).toHaveAttribute('aria-expanded', 'false')
    await page.waitForLoadState('networkidle')
    expect(consoleErrors.messages).toEqual([])
  })

  test('links leave in a new tab with rel="noopener noreferrer"; phone and mail dial and write', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHeroMounted(page)
    await mountEverySection(page)
    const links = await page.locator('a[href]').evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        href: anchor.getAttribute('href') ?? '',
        target: anchor.getAttribute('target'),
        rel: anchor.getAttribute('rel'),
        name: anchor.textContent?.trim() ?? '',
        inMain: anchor.closest('main') !== null,
      })),
    )
    const external = links.filter((link) => /^https?:/.test(link.href))
    expect(external.length).toBeGreaterThan(0)
    for (const link of external) {
      expect(link, link.href).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' })
    }
    const inMain = links.filter((link) => link.inMain)
    for (const cta of [
      hero.bookStrategyCall,
      hero.quizCard.cta,
      aiCoaching.cta,
      ...journeyPricing.tiers.map((tier) => tier.cta),
    ]) {
      const link = inMain.find((candidate) => candidate.name.startsWith(cta.label))
      expect(link?.href, cta.label).toBe(hrefOf(cta.action))
    }
    const phones = links.filter((link) => link.href.startsWith('tel:'))
    expect(phones.length).toBeGreaterThan(0)
    for (const link of phones) expect(link.href).toBe(site.phone.href)
    for (const link of links.filter((candidate) => candidate.href.startsWith('mailto:'))) {
      expect(link.href).toBe(`mailto:${site.email}`)
    }
  })

  test('Talk To Agent opens the voice chat, and closing it returns to the button', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHeroMounted(page)
    const button = sectionNamed(page, heroHeading).getByRole('button', {
      name: hero.talkToAgent.label,
      exact: true,
    })
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'AI Voice Assistant' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
  })

  // One Talk To Agent on the service cards (the closing one, strategy), one on the promo.
  const closingCard = services.cards.at(-1)?.title ?? ''
  const servicesButtons = [
    { article: closingCard, label: services.cardCta.label },
    { article: services.voicePromo.heading, label: services.voicePromo.cta.label },
  ]
  for (const { article, label } of servicesButtons) {
    test(`the services button of "${article}" opens the voice chat`, async ({ page }) => {
      await page.goto('/')
      await waitForHeroMounted(page)
      await mountByScrolling(page, services.heading)
      const button = sectionNamed(page, services.heading)
        .getByRole('article', { name: article })
        .getByRole('button', { name: label })
      await button.click()
      await expect(page.getByRole('dialog', { name: 'AI Voice Assistant' })).toBeVisible()
    })
  }

  test('the service cards carry one call to action between them, not one each', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHeroMounted(page)
    await mountByScrolling(page, services.heading)
    const cards = sectionNamed(page, services.heading).getByRole('listitem').getByRole('article')
    await expect(cards).toHaveCount(services.cards.length)
    await expect(cards.getByRole('button')).toHaveCount(1)
    await expect(cards.getByRole('link')).toHaveCount(0)
  })
})

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('nothing is wider than the screen, before and after every section mounts', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/')
    await waitForHeroMounted(page)
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(await overflow()).toBeLessThanOrEqual(0)
    await mountEverySection(page)
    expect(await overflow()).toBeLessThanOrEqual(0)
    await expect(page.locator('h1')).toHaveCount(1)
    expect(consoleErrors.messages).toEqual([])
  })
})

import { homeAboveFold, homeLazy, navigation } from '@org/content'
import { expect, test, waitForHydration } from './fixtures'
import {
  homeSections,
  mountByScrolling,
  mountOf,
  observerRound,
  sectionNamed,
  waitForHeroMounted,
  waitForMount,
  waitForRootHydrated,
} from './home-page'

const { faq, testimonials, contact } = homeLazy
const { services } = homeAboveFold

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } })

  test('every section and its text is in the prerendered page', async ({ page }) => {
    await page.goto('/')
    for (const { heading } of homeSections) {
      await expect(sectionNamed(page, heading)).toBeAttached()
      await expect(mountOf(page, heading)).toHaveAttribute('data-mount', 'static')
    }
    const main = page.getByRole('main')
    const texts = [
      ...homeAboveFold.steps.items.map((step) => step.description),
      ...services.cards.map((card) => card.description),
      ...homeLazy.demo.transcript.map((turn) => turn.text),
      ...faq.items.flatMap((item) => [item.question, item.answer]),
      ...testimonials.items.map((item) => item.quote),
      homeLazy.journeyPricing.tiers[2]?.description ?? '',
      homeLazy.aiCoaching.priceNote,
    ]
    const shown = await main.textContent()
    for (const text of texts) expect(shown).toContain(text)

    // Each answer is there too, closed until its question is opened.
    const [first] = faq.items
    if (!first) throw new Error('The FAQ has no questions.')
    await expect(sectionNamed(page, faq.heading).getByText(first.answer)).toBeHidden()
  })
})

test.describe('with JavaScript', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('a far section mounts once it comes within 200 px of the viewport, not before', async ({
    page,
  }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    /** Whether the FAQ's code has been asked for, counting every request made so far. */
    const faqCodeRequested = async () => {
      // A request made after any earlier one: once it has answered, every earlier one is listed.
      await page.evaluate(() => fetch('/robots.txt', { cache: 'no-store' }))
      return requested.some((path) => /\/faq-section-[\w-]+\.js$/.test(path))
    }
    await page.goto('/')
    await waitForHeroMounted(page)
    const faqMount = mountOf(page, faq.heading)
    const faqSection = sectionNamed(page, faq.heading)
    await expect(faqMount).toHaveAttribute('data-mount', 'static')
    // Prerendered and not yet hydrated, the questions are there but do nothing.
    await expect(faqSection.getByRole('button', { name: faq.items[0]?.question })).toBeVisible()

    /** Scrolls so the FAQ's top is `gap` px below the viewport's bottom edge. */
    const scrollToGap = async (gap: number) => {
      await faqMount.evaluate((element, gap) => {
        const top = element.getBoundingClientRect().top + window.scrollY
        window.scrollTo({ top: top - window.innerHeight - gap, behavior: 'instant' })
      }, gap)
      await observerRound(faqMount)
    }
    await scrollToGap(260)
    expect(await faqCodeRequested()).toBe(false)
    await expect(faqMount).toHaveAttribute('data-mount', 'static')
    await scrollToGap(140)
    await waitForMount(page, faq.heading)
    expect(await faqCodeRequested()).toBe(true)

    // A section further down has not mounted.
    await expect(mountOf(page, contact.heading)).toHaveAttribute('data-mount', 'static')
  })

  test('a mounted section stays mounted, as the visitor left it, after scrolling away', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHeroMounted(page)
    await mountByScrolling(page, faq.heading)
    const faqMount = mountOf(page, faq.heading)
    // Mounted, the FAQ is the accordion, with no copy of the prerendered questions left behind.
    const question = sectionNamed(page, faq.heading).getByRole('button', {
      name: faq.items[0]?.question,
    })
    await question.click()
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await observerRound(faqMount)
    expect(
      await faqMount.evaluate((wrapper: HTMLElement) => ({
        mount: wrapper.dataset.mount,
        questions: wrapper.querySelectorAll('h3').length,
        disclosures: wrapper.querySelectorAll('details').length,
        expanded: wrapper.querySelector('[aria-expanded="true"]')?.textContent,
      })),
    ).toEqual({
      mount: 'live',
      questions: faq.items.length,
      disclosures: 0,
      expanded: faq.items[0]?.question,
    })
  })

  test('focus moving into a section loads it, and the focus stays as it hydrates', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHeroMounted(page)
    const faqMount = mountOf(page, faq.heading)
    await expect(faqMount).toHaveAttribute('data-mount', 'static')
    // Focus a prerendered question without scrolling, as a keyboard jump would.
    const question = sectionNamed(page, faq.heading).getByRole('button', {
      name: faq.items[0]?.question,
    })
    await question.evaluate((button: HTMLElement) => button.focus({ preventScroll: true }))
    await waitForMount(page, faq.heading)
    await expect(question).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(question).toHaveAttribute('aria-expanded', 'true')
  })

  test('a section whose code cannot load keeps its text, and a press in it tries again', async ({
    page,
    consoleErrors,
  }) => {
    await page.route(/\/assets\/faq-section-[\w-]+\.js$/, (route) =>
      route.abort('internetdisconnected'),
    )
    await page.goto('/')
    await waitForHeroMounted(page)
    const faqMount = mountOf(page, faq.heading)
    await faqMount.scrollIntoViewIfNeeded()
    await expect
      .poll(() => consoleErrors.messages.join('\n'))
      .toContain('The faq part of the page could not load its code')
    await expect(faqMount).toHaveAttribute('data-mount', 'static')
    await expect(sectionNamed(page, faq.heading)).toContainText(faq.items[0]?.question ?? '')

    await page.unroute(/\/assets\/faq-section-[\w-]+\.js$/)
    consoleErrors.messages.length = 0
    await sectionNamed(page, faq.heading)
      .getByRole('button', { name: faq.items[0]?.question })
      .click()
    await waitForMount(page, faq.heading)
  })
})

test.describe('anchors', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  for (const anchor of [services.anchor, testimonials.anchor, contact.anchor]) {
    test(`/#${anchor} opens at its section`, async ({ page }) => {
      await page.goto(`/#${anchor}`)
      await waitForHeroMounted(page)
      const section = page.locator(`section#${anchor}`)
      await expect(section).toBeInViewport()
      await observerRound(section)
      const { top, atEnd } = await section.evaluate((element) => ({
        top: element.getBoundingClientRect().top,
        atEnd: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      }))
      // Just under the sticky header, or as far as the page scrolls (the last sections).
      expect(top).toBeGreaterThanOrEqual(0)
      if (!atEnd) expect(top).toBeLessThan(120)
    })
  }

  test("another page's Custom AI Solutions link lands on the services", async ({ page }) => {
    const [customSolutions] = navigation.desktop.services.links.filter(
      (link) => link.action.type === 'route' && link.action.path === `/#${services.anchor}`,
    )
    if (!customSolutions) throw new Error('The Services menu has no link to /#services.')
    await page.goto('/about')
    await waitForHydration(page)
    await page.getByRole('button', { name: navigation.desktop.services.label }).click()
    await page.getByRole('link', { name: customSolutions.label }).click()
    await expect(page).toHaveURL(`/#${services.anchor}`)
    await waitForMount(page, services.heading)
    const section = page.locator(`section#${services.anchor}`)
    await expect(section).toBeInViewport()
    await expect(page.locator('h1')).toHaveCount(1)
  })

  test('a client-side visit to /#testimonials mounts the sections and lands there', async ({
    page,
  }) => {
    await page.goto('/about')
    await waitForRootHydrated(page)
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url())
    })
    // What an in-app link to the anchor does: a client-side navigation, no page load.
    await page.evaluate((to) => {
      const router = (window as { __reactRouterDataRouter?: { navigate(to: string): unknown } })
        .__reactRouterDataRouter
      if (!router) throw new Error('The router is not on the page.')
      void router.navigate(to)
    }, `/#${testimonials.anchor}`)
    await expect(page).toHaveURL(`/#${testimonials.anchor}`)
    await waitForMount(page, testimonials.heading)
    await expect(page.locator(`section#${testimonials.anchor}`)).toBeInViewport()
    expect(documents).toEqual([])
  })
})

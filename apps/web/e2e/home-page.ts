import { homeAboveFold, homeLazy } from '@org/content'
import type { Locator, Page } from '@playwright/test'

/** Every section after the hero, in the order of docs/pages.md#home, with its heading from content. */
export const homeSections = [
  { key: 'awardBanner', heading: homeAboveFold.awardBanner.headline },
  { key: 'steps', heading: homeAboveFold.steps.heading },
  { key: 'services', heading: homeAboveFold.services.heading },
  { key: 'demo', heading: homeLazy.demo.heading },
  { key: 'coachingImage', heading: homeLazy.coachingImage.heading },
  { key: 'aiCoaching', heading: homeLazy.aiCoaching.heading },
  { key: 'journeyPricing', heading: homeLazy.journeyPricing.heading },
  { key: 'about', heading: homeLazy.about.heading },
  { key: 'faq', heading: homeLazy.faq.heading },
  { key: 'testimonials', heading: homeLazy.testimonials.heading },
  { key: 'seo', heading: homeLazy.seo.heading },
  { key: 'contact', heading: homeLazy.contact.heading },
] as const

/** The home demo call's card; its `data-progress` says how far the replay has come. */
export function demoCard(page: Page): Locator {
  return sectionNamed(page, homeLazy.demo.heading).locator('figure[data-progress]')
}

/** The section of the page a heading names. */
export function sectionNamed(page: Page, heading: string): Locator {
  return page.getByRole('region', { name: heading, exact: true })
}

/**
 * The wrapper of a deferred section; its `data-mount` says `static` (prerendered HTML, not yet
 * hydrated) or `live` (hydrated).
 */
export function mountOf(page: Page, heading: string): Locator {
  return page.locator('main [data-mount]').filter({ has: sectionNamed(page, heading) })
}

/** The hero's heading: the page's `h1`, as it reads (the first of the words it swaps). */
export const heroHeading = `${homeAboveFold.hero.headline} ${homeAboveFold.hero.highlights[0]}`

/** Waits until React has hydrated the page (its root), whatever the page. */
export async function waitForRootHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')),
  )
}

/** Waits until the hero works: it hydrates with the page. */
export async function waitForHeroMounted(page: Page): Promise<void> {
  await waitForRootHydrated(page)
}

/**
 * Resolves once the page has run a round of IntersectionObserver callbacks for `target` at the
 * current scroll position: an observer the page set up on it before has had its say by then.
 */
export async function observerRound(target: Locator): Promise<void> {
  await target.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect()
          resolve()
        })
        observer.observe(element)
      }),
  )
}

/**
 * In the page: optionally scrolls a deferred section's wrapper into view, then resolves once it
 * has mounted (`data-mount="live"`).
 */
function untilMounted(wrapper: HTMLElement, scroll: boolean): Promise<void> {
  if (scroll) wrapper.scrollIntoView({ block: 'center', behavior: 'instant' })
  return new Promise<void>((resolve) => {
    const done = () => wrapper.dataset.mount === 'live'
    if (done()) return resolve()
    const observer = new MutationObserver(() => {
      if (!done()) return
      observer.disconnect()
      resolve()
    })
    observer.observe(wrapper, { attributes: true, attributeFilter: ['data-mount'] })
  })
}

/** Waits (as long as the test may) until the deferred section under `heading` has mounted. */
export async function waitForMount(page: Page, heading: string): Promise<void> {
  await mountOf(page, heading).evaluate(untilMounted, false)
}

/**
 * Brings a deferred section within reach of its loader, 100 px below the fold, and waits until
 * it has mounted, still out of view: as a reader scrolling down meets it.
 */
export async function approachSection(page: Page, heading: string): Promise<void> {
  await sectionNamed(page, heading).evaluate((section) => {
    const top = section.getBoundingClientRect().top + window.scrollY
    window.scrollTo(0, top - window.innerHeight - 100)
  })
  await waitForMount(page, heading)
}

/** Scrolls a deferred section into view and waits until it has mounted. */
export async function mountByScrolling(page: Page, heading: string): Promise<void> {
  await mountOf(page, heading).evaluate(untilMounted, true)
}

/**
 * Brings each deferred section into view, as a reader scrolling down would, until every one has
 * hydrated, then goes back to the top. Each poll scrolls to the first section still static: React
 * may reach a section only after a quick scroll has passed it, so the page converges on any
 * machine rather than depending on one pass.
 */
export async function mountEverySection(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const missing = [...document.querySelectorAll<HTMLElement>('main [data-mount]')].find(
        (element) => element.dataset.mount !== 'live',
      )
      if (!missing) return true
      missing.scrollIntoView({ block: 'center', behavior: 'instant' })
      return false
    },
    undefined,
    { polling: 250 },
  )
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
}

import { site } from '@org/content'
import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

/** The offer pages' routes, as the content's route table names them. */
export const offerPaths = {
  voicePricing: '/ai-voice-agents-pricing',
  agentPricing: '/ai-agent-pricing',
  training: '/ai-training',
  coaching: '/automate-to-dominate',
  course: '/content-course',
  getStarted: '/get-started-with-ai',
} as const

/** A page section, found by the heading it is named by. */
export function region(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('region', { name, exact: true })
}

/**
 * A section's text in one read, spaces collapsed: checking many phrases against it costs one
 * round trip to the browser instead of one per phrase.
 */
export async function textOf(section: Locator): Promise<string> {
  return ((await section.textContent()) ?? '').replace(/\s+/g, ' ')
}

/** Expects every phrase in a section's text. */
export async function expectPhrases(section: Locator, phrases: readonly string[]): Promise<void> {
  await expect(section).toBeVisible()
  const text = await textOf(section)
  expect(phrases.filter((phrase) => !text.includes(phrase))).toEqual([])
}

/**
 * The checks every offer page passes: one `h1`, every link to another site opens a new tab with
 * `rel="noopener noreferrer"`, every phone link dials the one configured number, and at 360 px
 * nothing scrolls sideways.
 */
export async function expectSoundPage(page: Page, path: string): Promise<void> {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto(path)
  await expect(page.locator('h1')).toHaveCount(1)
  const main = page.getByRole('main')
  for (const link of await main.locator('a[href^="http"]').all()) {
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  for (const link of await main.locator('a[href^="tel:"]').all()) {
    await expect(link).toHaveAttribute('href', site.phone.href)
  }
  await page.waitForLoadState('networkidle')
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

/** Answers every request to the external targets' host, so a new tab opens without the internet. */
export async function stubExternalSites(page: Page): Promise<void> {
  await page
    .context()
    .route('https://example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>External site</title>' }),
    )
}

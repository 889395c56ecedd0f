import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

/** Every link in `scope` that leaves the site opens a new tab without handing over the page. */
export async function expectExternalLinksSafe(scope: Locator): Promise<number> {
  const links = scope.locator('a[href^="http"]')
  const count = await links.count()
  for (let index = 0; index < count; index++) {
    const link = links.nth(index)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  return count
}

/** A link (by its accessible name, within `scope`) leads to `href` in a new tab, safely. */
export async function expectNewTabLink(scope: Locator | Page, name: string | RegExp, href: string) {
  const link = scope.getByRole('link', { name }).first()
  await expect(link).toHaveAttribute('href', href)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
}

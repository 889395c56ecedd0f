import { test as base, expect, type Page } from '@playwright/test'

/** What a page printed as errors: console errors and uncaught exceptions. */
export interface ConsoleErrors {
  /** Every error so far, as text. */
  readonly messages: string[]
}

/**
 * Playwright's `test` with `consoleErrors`, collected from the page from its first request on, so
 * a test can assert a page logged nothing (or exactly what docs/routes.md#not-found says it logs).
 */
export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: async ({ page }, use) => {
    const messages: string[] = []
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      // A failed load names its resource only in the location.
      const { url } = message.location()
      messages.push(url ? `${message.text()} (${url})` : message.text())
    })
    page.on('pageerror', (error) => messages.push(`Uncaught: ${error.message}`))
    await use({ messages })
  },
})

export { expect }

/**
 * Waits until React has hydrated the page, its header (with the desktop menu, whose code loads
 * once it is displayed) and its footer, so interactions reach React's handlers.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const hydrated = (element: Element | null) =>
      element === null || Object.keys(element).some((key) => key.startsWith('__react'))
    const root = document.getElementById('root')
    // A displayed part of the header whose code loads on its own (the desktop menu) too.
    const header = document.querySelector('#root > header')
    const headerParts = [...(header?.querySelectorAll<HTMLElement>('[data-mount]') ?? [])]
    return (
      root !== null &&
      hydrated(root) &&
      hydrated(header) &&
      hydrated(document.querySelector('#root > footer')) &&
      headerParts.every((part) => part.dataset.mount === 'live' || part.offsetParent === null)
    )
  })
}

/** Chromium for the widget's browser tests: a fake microphone, no prompts, audio without a gesture. */

import { chromiumLaunchOptions } from '@org/tooling/chromium'
import { type Browser, chromium, type Page } from 'playwright'

/** Launches Chromium with the fake microphone (a steady tone) granted. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(
    chromiumLaunchOptions([
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ]),
  )
}

/** What a page reported while a test ran: CSP violations and console errors. */
export interface PageReports {
  violations: string[]
  errors: string[]
}

/** Starts recording a page's CSP violations and console errors (before any of its scripts run). */
export async function recordReports(page: Page): Promise<PageReports> {
  const reports: PageReports = { violations: [], errors: [] }
  await page.exposeFunction('__reportViolation', (text: string) => reports.violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportViolation: (text: string) => void })
        .__reportViolation
      report(`${event.effectiveDirective} blocked ${event.blockedURI}`)
    })
  })
  page.on('console', (message) => {
    if (message.type() === 'error') reports.errors.push(message.text())
  })
  page.on('pageerror', (error) => reports.errors.push(error.message))
  return reports
}

import { launch } from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { chromiumLaunchOptions } from '../../../../tooling/chromium.ts'
import { lighthouseCategories } from './lighthouse-summary.ts'

/** A Chromium that Lighthouse drives, one page run at a time. */
export interface LighthouseBrowser {
  /** Audits one URL with Lighthouse's default mobile settings and returns its report. */
  audit(url: string): Promise<Result>
  /** Closes the browser. */
  close(): Promise<void>
}

/**
 * Starts the Chromium every browser test here uses (path and flags from the shared launch
 * options) through chrome-launcher, for Lighthouse: a phone-sized screen, a slow 4G network and a
 * four-times slower CPU, simulated, as PageSpeed Insights measures a mobile page.
 *
 * @param blockedUrls - third-party scripts to refuse, such as a widget that lives on another
 *   site: the audit is of this site's pages, not of the network the machine running it has.
 *   Lighthouse does not count a load it blocked itself as a console error.
 */
export async function launchLighthouseBrowser(
  blockedUrls: readonly string[] = [],
): Promise<LighthouseBrowser> {
  const { executablePath, args, env } = chromiumLaunchOptions()
  const chrome = await launch({
    ...(executablePath ? { chromePath: executablePath } : {}),
    chromeFlags: args,
    envVars: Object.fromEntries(
      Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
    logLevel: 'error',
  })
  return {
    async audit(url) {
      const runner = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...lighthouseCategories],
        blockedUrlPatterns: [...blockedUrls],
        // Pictures of the page, not scored; the screenshots script takes better ones.
        skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'full-page-screenshot'],
      })
      if (!runner) throw new Error(`Lighthouse returned no result for ${url}.`)
      const { runtimeError } = runner.lhr
      if (runtimeError) {
        throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.message}`)
      }
      return runner.lhr
    },
    async close() {
      chrome.kill()
    },
  }
}

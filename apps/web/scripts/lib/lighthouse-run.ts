import { type LaunchedChrome, launch } from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { chromiumLaunchOptions } from '../../../../tooling/chromium.ts'
import { lighthouseCategories } from './lighthouse-summary.ts'

/** Lighthouse runs, each in a Chromium of its own. */
export interface LighthouseBrowser {
  /** Audits one URL with Lighthouse's default mobile settings and returns its report. */
  audit(url: string): Promise<Result>
  /** Stops the Chromium of a run still going, if any. */
  close(): Promise<void>
}

/**
 * Audits pages with Lighthouse in the Chromium every browser test here uses (path and flags from
 * the shared launch options), started through chrome-launcher: a phone-sized screen, a slow 4G
 * network and a four-times slower CPU, simulated, as PageSpeed Insights measures a mobile page.
 *
 * Each audit gets a fresh Chromium, as Lighthouse's own CI runner does: one browser reused for
 * dozens of runs sometimes handed Lighthouse a trace without the page's navigation start
 * (`NO_NAVSTART`, 1 run in about 70) and scored the run after it low.
 *
 * @param blockedUrls - third-party scripts to refuse, such as a widget that lives on another
 *   site: the audit is of this site's pages, not of the network the machine running it has.
 *   Lighthouse does not count a load it blocked itself as a console error.
 */
export async function launchLighthouseBrowser(
  blockedUrls: readonly string[] = [],
): Promise<LighthouseBrowser> {
  const { executablePath, args, env } = chromiumLaunchOptions()
  let running: LaunchedChrome | undefined
  return {
    async audit(url) {
      const chrome = await launch({
        ...(executablePath ? { chromePath: executablePath } : {}),
        chromeFlags: args,
        envVars: Object.fromEntries(
          Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
        ),
        logLevel: 'error',
      })
      running = chrome
      try {
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
      } finally {
        chrome.kill()
        running = undefined
      }
    },
    async close() {
      running?.kill()
    },
  }
}

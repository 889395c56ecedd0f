import { chromiumLaunchOptions } from '@org/tooling/chromium'
import { defineConfig, devices } from '@playwright/test'
import { contactSignerServer } from './e2e/contact-signer.ts'
import { siteServerCommand } from './scripts/lib/site-server.ts'

const port = 4173
const origin = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: process.env.CI ? 2 : undefined,
  reporter: 'list',
  // Bounds on a hang, never verdicts on speed: expectations retry until what they wait for is
  // true, and a 2-core machine running two workers beside other suites can take seconds to get
  // there while nothing is wrong.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: origin,
    // A failed test keeps its trace. On CI without DOM snapshots and screenshots, which are most
    // of a trace's cost: recording them for every test took about 40 % of the suite's CPU time.
    trace: process.env.CI
      ? { mode: 'retain-on-failure', snapshots: false, screenshots: false }
      : 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /screenshots\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() },
    },
    // Pictures for design review, not checks: `pnpm --filter web screenshots` runs only this.
    {
      name: 'screenshots',
      testMatch: /screenshots\.spec\.ts$/,
      use: { launchOptions: chromiumLaunchOptions() },
    },
  ],
  webServer: [
    // The prerendered build, served by Cloudflare's own runtime with the build's `_headers`.
    {
      ...siteServerCommand(port),
      url: `${origin}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    // The real signer with a fresh local D1, for the contact form.
    contactSignerServer(origin),
  ],
})

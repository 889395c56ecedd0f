import { defineConfig, devices } from '@playwright/test'

/**
 * The voice chat end to end: the production site, the real signer under wrangler and the demo
 * agent, in Chromium with a fake microphone. Workers share one machine's audio clock and CPU,
 * so two at most; every wait is on a state or an event, never a fixed delay.
 */
export default defineConfig({
  testDir: 'tests',
  globalSetup: './src/global-setup.ts',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  reporter: 'list',
  // A call is a few seconds of real audio; a busy machine makes it slower, never shorter.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    // A failed test keeps its trace; on CI without DOM snapshots and screenshots, the costly part.
    trace: process.env.CI
      ? { mode: 'retain-on-failure', snapshots: false, screenshots: false }
      : 'retain-on-failure',
  },
})

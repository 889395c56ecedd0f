import { defineConfig, devices } from '@playwright/test'

/**
 * The voice chat end to end: the production site, the real signer under wrangler and the demo
 * agent, in Chromium with a fake microphone. Workers share one machine's audio clock and CPU,
 * so two at most; every wait is on a state or an event, never a fixed delay. The test command
 * runs this suite after the site's and Storybook's browser suites (`turbo.json`), so its real-time
 * audio does not compete with them for the CPU.
 */
export default defineConfig({
  testDir: 'tests',
  globalSetup: './src/global-setup.ts',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  reporter: 'list',
  // Bounds on a hang, never verdicts on speed. A call is a few seconds of real audio; a busy
  // machine makes everything around it slower, never the audio shorter: at a load average of 28 on
  // 2 cores one call took 39 s from Start to the agent's socket and 96 s in all.
  timeout: 300_000,
  expect: { timeout: 60_000 },
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    // A failed test keeps its trace; on CI without DOM snapshots and screenshots, the costly part.
    trace: process.env.CI
      ? { mode: 'retain-on-failure', snapshots: false, screenshots: false }
      : 'retain-on-failure',
  },
})

import { chromiumLaunchOptions } from '@org/tooling/chromium'
import { defineConfig, devices } from '@playwright/test'

/** A port of its own, so these tests run beside `pnpm dev` (5173) and the build's tests (4173). */
const port = 5183

/**
 * The dev server as a fresh clone meets it: `pnpm dev`'s `react-router dev`, with `--force` so the
 * dependency optimiser ignores whatever an earlier run cached and starts from nothing.
 */
export default defineConfig({
  testDir: 'e2e-dev',
  // Apart from `playwright.config.ts`'s results, which a run here would otherwise clear.
  outputDir: 'test-results/e2e-dev',
  forbidOnly: Boolean(process.env.CI),
  // Every test shares one dev server, and only its first visit has anything to show.
  workers: 1,
  reporter: 'list',
  // A cold dev server transforms every module on first request; on two busy cores that takes a while.
  timeout: 180_000,
  expect: { timeout: 60_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() },
    },
  ],
  webServer: {
    command: `react-router dev --force --port ${port} --strictPort`,
    // Waits for the port alone: an HTTP probe would be the server's first visitor, not the test.
    port,
    // Vite's log names every dependency it optimises, and says when it reloads the page.
    stdout: 'pipe',
    // A server that is already running has already optimised: never test against one.
    reuseExistingServer: false,
    timeout: 120_000,
  },
})

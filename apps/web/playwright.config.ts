import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from '../../tooling/chromium.ts'
import { contactSignerServer } from './e2e/contact-signer.ts'

const port = 4173

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: process.env.CI ? 2 : undefined,
  reporter: 'list',
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
  webServer: [
    // The prerendered build, served as a static host would serve it.
    {
      command: `node scripts/serve.ts --port ${port}`,
      url: `http://127.0.0.1:${port}/robots.txt`,
      reuseExistingServer: !process.env.CI,
    },
    // The real signer with a fresh local D1, for the contact form.
    contactSignerServer(`http://127.0.0.1:${port}`),
  ],
})

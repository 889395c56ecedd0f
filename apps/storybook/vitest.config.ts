import { fileURLToPath } from 'node:url'
import { chromiumLaunchOptions } from '@org/tooling/chromium'
import { hangBound } from '@org/tooling/hang-bound'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { type ViewportName, viewports } from './.storybook/viewports.ts'

const configDir = fileURLToPath(new URL('.storybook', import.meta.url))

/**
 * Every story becomes a test, once per width: it must render, pass its play function and have no
 * a11y violation on a phone and on a desktop. The addon sizes the page from the `viewport` global.
 */
function project(width: ViewportName): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [
      storybookTest({
        configDir,
        initialGlobals: { viewport: { value: width, isRotated: false } },
      }),
    ],
    test: { name: `storybook (${viewports[width].name})` },
  }
}

export default defineConfig({
  test: {
    ...hangBound,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions() }),
      instances: [{ browser: 'chromium' }],
    },
    projects: [project('mobile'), project('desktop')],
  },
})

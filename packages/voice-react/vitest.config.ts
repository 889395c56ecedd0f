import { chromiumLaunchOptions } from '@org/tooling/chromium'
import { hangBound } from '@org/tooling/hang-bound'
import { prebundledDependencies } from '@org/tooling/prebundle'
import { sourceResolve } from '@org/tooling/source-condition'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { browserCommands } from './src/browser.test.commands.ts'

export default defineConfig({
  ...sourceResolve,
  test: {
    ...hangBound,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.browser.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        // Pre-bundled up front: discovered mid-run, they would make Vite reload the page.
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-dev-runtime',
            '@testing-library/react',
            '@supabase/supabase-js',
            ...prebundledDependencies('@org/ui', import.meta.url),
          ],
        },
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.{ts,tsx}'],
          globalSetup: ['src/browser.test.setup.ts'],
          setupFiles: ['src/browser.test.env.ts'],
          api: { port: 63410 },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              // Chromium's fake microphone (a beeping tone) and a permission prompt that says yes.
              launchOptions: chromiumLaunchOptions([
                '--use-fake-ui-for-media-stream',
                '--use-fake-device-for-media-stream',
                '--autoplay-policy=no-user-gesture-required',
              ]),
            }),
            instances: [{ browser: 'chromium' }],
            commands: browserCommands,
          },
        },
      },
    ],
  },
})

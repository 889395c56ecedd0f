import { fileURLToPath } from 'node:url'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { chromiumLaunchOptions } from '../../tooling/chromium.ts'
import { sourceResolve } from '../../tooling/source-condition.ts'
import { browserCommands } from './src/browser.test.agents.ts'
import { writeFakeMicrophone } from './src/browser.test.microphone.ts'

// Written before Chromium starts, since its fake microphone reads the file when it opens.
const fakeMicrophone = writeFakeMicrophone(
  fileURLToPath(new URL('./node_modules/.cache/voice-core/fake-microphone.wav', import.meta.url)),
)

export default defineConfig({
  ...sourceResolve,
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.browser.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.ts'],
          globalSetup: ['src/browser.test.setup.ts'],
          api: { port: 63400 },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: chromiumLaunchOptions([
                '--use-fake-ui-for-media-stream',
                '--use-fake-device-for-media-stream',
                `--use-file-for-fake-audio-capture=${fakeMicrophone}`,
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

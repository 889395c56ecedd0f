import { fileURLToPath } from 'node:url'
import { chromiumLaunchOptions } from '@org/tooling/chromium'
import { hangBound } from '@org/tooling/hang-bound'
import { sourceResolve } from '@org/tooling/source-condition'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { browserCommands } from './src/browser.test.agents.ts'
import { writeFakeMicrophone } from './src/browser.test.microphone.ts'

// Written before Chromium starts, since its fake microphone reads the file when it opens.
const fakeMicrophone = writeFakeMicrophone(
  fileURLToPath(new URL('./node_modules/.cache/voice-core/fake-microphone.wav', import.meta.url)),
)

/**
 * A Chromium project against the mock agents, with a fake microphone. `browser` runs
 * `*.browser.test.ts` with autoplay allowed; `gesture` runs `*.gesture.test.ts` without it.
 */
function browserProject(name: 'browser' | 'gesture', extraArgs: string[]) {
  return {
    extends: true,
    test: {
      name,
      include: [`src/**/*.${name}.test.ts`],
      globalSetup: ['src/browser.test.setup.ts'],
      api: { port: name === 'browser' ? 63400 : 63401 },
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: chromiumLaunchOptions([
            '--use-fake-ui-for-media-stream',
            '--use-fake-device-for-media-stream',
            `--use-file-for-fake-audio-capture=${fakeMicrophone}`,
            ...extraArgs,
          ]),
        }),
        instances: [{ browser: 'chromium' as const }],
        commands: browserCommands,
      },
    },
  }
}

export default defineConfig({
  ...sourceResolve,
  test: {
    ...hangBound,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.browser.test.ts', 'src/**/*.gesture.test.ts'],
        },
      },
      browserProject('browser', ['--autoplay-policy=no-user-gesture-required']),
      // Chromium's own autoplay policy, as visitors have it: audio starts only from a user gesture.
      browserProject('gesture', []),
    ],
  },
})

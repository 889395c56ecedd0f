/**
 * Playwright fixtures for the voice suite. Each worker has its own demo agent and a Chromium
 * whose fake microphone plays the speech loop (`microphone.ts`) and whose address resolution sends the built
 * site's signer and demo agent origins to the suite's own servers, so the page, its Content
 * Security Policy and CORS see exactly the URLs a visitor's browser would.
 */

import { chromiumLaunchOptions } from '@org/tooling/chromium'
import { type Browser, type BrowserContext, test as base, expect } from '@playwright/test'
import { AgentController } from './agent.ts'
import { type SuiteEnvironment, suiteEnvironment } from './environment.ts'
import { watchOpenRequests } from './open-requests.ts'
import { probeScript } from './page/probe.ts'
import { TAP_PATH, TAP_PROCESSOR } from './page/tap-worklet.ts'
import { type FakeVoiceService, startFakeVoiceService } from './servers/fake-voice-service.ts'
import { freePort } from './servers/ports.ts'
import { type Signer, startSigner } from './servers/signer.ts'

/** Where a voice browser's requests for the built site's servers go. */
export interface BrowserRoutes {
  environment: SuiteEnvironment
  /** The signer port the built signer origin resolves to. */
  signerPort: number
  /** The demo agent port the built agent origin resolves to. */
  agentPort: number
  /**
   * `granted` (the default): the fake microphone is granted without asking. `ask`: the browser
   * asks for permission, which headless Chromium refuses.
   */
  microphone?: 'granted' | 'ask'
}

/** Chromium flags for a voice test browser. */
export function voiceBrowserArgs(routes: BrowserRoutes): string[] {
  const signer = new URL(routes.environment.builtSignerOrigin).host
  const agent = new URL(routes.environment.builtAgentOrigin).host
  return [
    `--host-resolver-rules=MAP ${signer} 127.0.0.1:${routes.signerPort}, MAP ${agent} 127.0.0.1:${routes.agentPort}`,
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${routes.environment.microphoneFile}`,
    ...(routes.microphone === 'ask' ? [] : ['--use-fake-ui-for-media-stream']),
  ]
}

/** The signer in front of the fake voice service, for the signer failure tests. */
export interface VoiceServiceSigner {
  fake: FakeVoiceService
  signer: Signer
}

/** Console errors a test collects; each one must be allowed or the test fails. */
export interface ConsoleErrors {
  readonly messages: string[]
  /** Allows errors matching `pattern` (a browser's own report of a refused request, say). */
  allow(pattern: RegExp): void
}

type WorkerFixtures = {
  environment: SuiteEnvironment
  /** `demo` (the default): the demo-mode signer. `voice-service`: a signer asking a fake. */
  signerMode: 'demo' | 'voice-service'
  voiceService: VoiceServiceSigner | undefined
  signerPort: number
  agents: AgentController
}

type TestFixtures = {
  consoleErrors: ConsoleErrors
  openRequests: undefined
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  environment: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies first.
    async ({}, use) => use(suiteEnvironment()),
    { scope: 'worker' },
  ],
  signerMode: ['demo', { scope: 'worker', option: true }],
  voiceService: [
    async ({ signerMode, environment }, use, workerInfo) => {
      if (signerMode === 'demo') {
        await use(undefined)
        return
      }
      const fake = await startFakeVoiceService()
      const signer = await startSigner({
        port: await freePort(),
        siteOrigin: environment.siteOrigin,
        stateDir: `${environment.cacheDir}voice-service-signer-${workerInfo.workerIndex}`,
        agentUrl: environment.builtAgentOrigin,
        agentSecret: environment.agentSecret,
        upstream: { origin: fake.origin, apiKey: fake.apiKey },
      })
      await use({ fake, signer })
      await signer.server.stop()
      await fake.close()
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  signerPort: [
    async ({ environment, voiceService }, use) =>
      use(Number(new URL(voiceService?.signer.origin ?? environment.signerOrigin).port)),
    { scope: 'worker' },
  ],
  agents: [
    async ({ environment }, use) => {
      const agents = new AgentController(environment.agentSecret)
      await agents.start()
      await use(agents)
      await agents.close()
    },
    { scope: 'worker' },
  ],
  browser: [
    async ({ playwright, environment, signerPort, agents }, use) => {
      const args = voiceBrowserArgs({ environment, signerPort, agentPort: agents.port })
      const browser = await playwright.chromium.launch(chromiumLaunchOptions(args))
      await use(browser)
      await browser.close()
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ environment }, use) => use(environment.siteOrigin),
  context: async ({ context }, use) => {
    await addProbe(context)
    await use(context)
  },
  consoleErrors: [
    async ({ context }, use) => {
      const messages: string[] = []
      const allowed: RegExp[] = []
      context.on('console', (message) => {
        if (message.type() !== 'error') return
        const { url } = message.location()
        messages.push(url ? `${message.text()} (${url})` : message.text())
      })
      context.on('weberror', (error) => messages.push(`Uncaught: ${error.error().message}`))
      await use({ messages, allow: (pattern) => allowed.push(pattern) })
      const unexpected = messages.filter((text) => !allowed.some((pattern) => pattern.test(text)))
      expect(unexpected, 'console errors').toEqual([])
    },
    { auto: true },
  ],
  // A failed test's report names the requests still open when it ended (`open-requests.ts`).
  openRequests: [
    async ({ context }, use, testInfo) => {
      const watch = watchOpenRequests(context)
      await use(undefined)
      const report = watch.report()
      if (testInfo.status !== testInfo.expectedStatus && report !== '') {
        await testInfo.attach('requests still open', { body: report, contentType: 'text/plain' })
      }
    },
    { auto: true },
  ],
})

export { expect }

/** Launches another voice browser, for a test that needs other routes than its worker's. */
export async function launchVoiceBrowser(
  playwright: { chromium: { launch(options: object): Promise<Browser> } },
  routes: BrowserRoutes,
): Promise<Browser> {
  return playwright.chromium.launch(chromiumLaunchOptions(voiceBrowserArgs(routes)))
}

/** Adds the probe to every page of a context (its tap is served with the site's copy). */
export async function addProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript({
    content: probeScript({ path: TAP_PATH, processor: TAP_PROCESSOR }),
  })
}

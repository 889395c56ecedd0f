/**
 * What the global setup started, handed to the test workers through one environment variable.
 */

/** The servers every test shares. */
export interface SuiteEnvironment {
  /** The served snapshot of the production build. */
  siteOrigin: string
  /** The signer in demo mode. */
  signerOrigin: string
  /** The signer origin the built site calls; the browser maps it to `signerOrigin`. */
  builtSignerOrigin: string
  /** The demo agent origin the built site's policy allows; mapped to each worker's agent. */
  builtAgentOrigin: string
  /** The secret the signer signs with and the demo agent checks. */
  agentSecret: string
  /** Scratch space for state the suite writes (wrangler's, screenshots). */
  cacheDir: string
  /** The fake microphone's loop (`microphone.ts`). */
  microphoneFile: string
  /** The bare harness pages (`harness/`), for what the site itself cannot show. */
  harnessOrigin: string
}

const NAME = 'VOICE_E2E_ENVIRONMENT'

/** Hands the environment to the workers. */
export function publishEnvironment(environment: SuiteEnvironment): void {
  process.env[NAME] = JSON.stringify(environment)
}

/** The environment the global setup published. */
export function suiteEnvironment(): SuiteEnvironment {
  const raw = process.env[NAME]
  if (!raw) throw new Error('The voice suite runs through its Playwright config (global setup).')
  return JSON.parse(raw) as SuiteEnvironment
}

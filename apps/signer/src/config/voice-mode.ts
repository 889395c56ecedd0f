import { isProduction, type SignerEnv } from '../env'

/** The demo agent's local secret, which `pnpm dev` uses when the shell sets none. */
export const LOCAL_DEMO_AGENT_SECRET = 'local-demo-secret'
/** Shortest demo secret production accepts: anyone who knows it can sign sessions. */
export const MIN_PRODUCTION_DEMO_SECRET_LENGTH = 32

/** How this signer signs, or why it cannot (`problem` is for the owner's log, never a visitor). */
export type VoiceMode =
  | { kind: 'elevenlabs'; apiKey: string }
  | { kind: 'demo'; secret: string }
  | { kind: 'misconfigured'; problem: string }

/**
 * Decides between ElevenLabs and the demo agent from the settings, refusing every way a
 * production deploy could quietly end up somewhere it should not:
 *
 * - `ELEVENLABS_API_KEY` set: ElevenLabs. Set but blank counts as missing, and in production a
 *   missing key is an error, never a silent switch to demo mode.
 * - No key: demo mode locally. In production only with `ALLOW_DEMO_MODE=true`, and with a
 *   `DEMO_AGENT_SECRET` of at least 32 characters that is not the local default.
 */
export function voiceMode(env: SignerEnv): VoiceMode {
  const production = isProduction(env)
  const apiKey = env.ELEVENLABS_API_KEY?.trim() ?? ''
  if (apiKey !== '') return { kind: 'elevenlabs', apiKey }
  if (production && env.ELEVENLABS_API_KEY !== undefined) {
    return { kind: 'misconfigured', problem: 'ELEVENLABS_API_KEY is set but blank' }
  }
  if (production && env.ALLOW_DEMO_MODE?.trim() !== 'true') {
    return {
      kind: 'misconfigured',
      problem:
        'ELEVENLABS_API_KEY is not set (set ALLOW_DEMO_MODE=true to run demo mode on purpose)',
    }
  }
  const secret = env.DEMO_AGENT_SECRET?.trim() ?? ''
  if (secret === '') return { kind: 'misconfigured', problem: 'DEMO_AGENT_SECRET is not set' }
  if (
    production &&
    (secret === LOCAL_DEMO_AGENT_SECRET || secret.length < MIN_PRODUCTION_DEMO_SECRET_LENGTH)
  ) {
    return {
      kind: 'misconfigured',
      problem: `DEMO_AGENT_SECRET is the local default or shorter than ${MIN_PRODUCTION_DEMO_SECRET_LENGTH} characters`,
    }
  }
  return { kind: 'demo', secret }
}

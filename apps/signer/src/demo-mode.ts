import { signDemoSession } from './demo-signature'

/** How long a demo session address stays valid: long enough to connect, short enough to expire. */
export const DEMO_SESSION_TTL_SECONDS = 15 * 60

/** Where the local demo agent listens when `DEMO_AGENT_URL` is not set. */
export const DEFAULT_DEMO_AGENT_URL = 'ws://127.0.0.1:8788'

/** Inputs of {@link demoSignedUrl}. */
export type DemoSessionInput = {
  agentId: string
  secret: string
  /** Base address of the demo agent, e.g. `ws://127.0.0.1:8788`; the conversation path is appended. */
  baseUrl?: string
  /** Current time in ms; injectable so the expiry is testable. */
  now?: number
}

/**
 * Signs a session address for the local demo agent, shaped like ElevenLabs' own signed URL:
 * `ws://host/v1/convai/conversation?agent_id=ID&expires=UNIX&signature=SIG`.
 */
export async function demoSignedUrl(input: DemoSessionInput): Promise<string> {
  const nowSeconds = Math.floor((input.now ?? Date.now()) / 1000)
  const expires = nowSeconds + DEMO_SESSION_TTL_SECONDS
  const signature = await signDemoSession(input.secret, input.agentId, expires)
  // Plain string assembly (no URL object) because this runs on every signing request; the
  // signature is base64url and `expires` is digits, so only the agent id needs encoding.
  const base = (input.baseUrl || DEFAULT_DEMO_AGENT_URL).replace(/\/+$/, '')
  const agentId = encodeURIComponent(input.agentId)
  return `${base}/v1/convai/conversation?agent_id=${agentId}&expires=${expires}&signature=${signature}`
}

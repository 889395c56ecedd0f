import { isLoopbackHost } from './loopback'

/** The hosted voice service, used when `ELEVENLABS_API_ORIGIN` is unset or empty. */
export const DEFAULT_ELEVENLABS_API_ORIGIN = 'https://api.elevenlabs.io'

/** Outcome of {@link upstreamOrigin}: the origin to call, or why the setting is unusable. */
export type UpstreamOrigin = { ok: true; origin: string } | { ok: false; details: string }

/**
 * Reads `ELEVENLABS_API_ORIGIN`: an https origin (scheme, host and optional port, nothing else),
 * or http for a loopback host, so tests and local runs can point the signer at a fake upstream
 * while the API key can never travel unencrypted over a network.
 *
 * @example
 * upstreamOrigin(undefined) // { ok: true, origin: 'https://api.elevenlabs.io' }
 * upstreamOrigin('http://127.0.0.1:9000') // { ok: true, origin: 'http://127.0.0.1:9000' }
 * upstreamOrigin('http://api.example.com') // { ok: false, details: '...' }
 */
export function upstreamOrigin(value: string | undefined): UpstreamOrigin {
  const setting = value?.trim()
  if (!setting) return { ok: true, origin: DEFAULT_ELEVENLABS_API_ORIGIN }
  const refused = {
    ok: false,
    // The setting itself is not repeated: this text reaches the visitor, and a mistyped origin
    // may carry credentials.
    details: `ELEVENLABS_API_ORIGIN must be an https origin such as ${DEFAULT_ELEVENLABS_API_ORIGIN}, or http://127.0.0.1:PORT for a local fake.`,
  } as const
  let url: URL
  try {
    url = new URL(setting)
  } catch {
    return refused
  }
  const secure = url.protocol === 'https:'
  const local = url.protocol === 'http:' && isLoopbackHost(url.hostname)
  const originOnly =
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '' &&
    !setting.includes('?') &&
    !setting.includes('#')
  return (secure || local) && originOnly ? { ok: true, origin: url.origin } : refused
}

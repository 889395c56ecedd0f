import { exports } from 'cloudflare:workers'
import { TURNSTILE_DUMMY_TOKEN } from '../src/turnstile/test-keys'

/** An origin on the local allow-list (wrangler.jsonc `vars.ALLOWED_ORIGINS`). */
export const SITE_ORIGIN = 'http://127.0.0.1:5173'
/** The local anon key (wrangler.jsonc `vars.SUPABASE_ANON_KEY`). */
export const ANON_KEY = 'local-anon-key'
/** Base URL tests address the worker by; the host is irrelevant inside workerd. */
export const BASE = 'https://signer.test'

let ipCounter = 0
/**
 * A client IP no other request has used, so each test starts with a fresh rate-limit window
 * and never trips over another test's count.
 */
export function freshIp(): string {
  ipCounter += 1
  // Its own /64: the rate limit counts an IPv6 network, not one address.
  return `2001:db8:${ipCounter.toString(16)}::1`
}

/**
 * A POST as the site sends it: allowed origin, anon key, JSON body, its own client IP and the
 * Turnstile token a test site key's widget hands out (which the local test secret accepts).
 */
export function sitePost(path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`${BASE}${path}`, {
    method: 'POST',
    headers: {
      origin: SITE_ORIGIN,
      apikey: ANON_KEY,
      'content-type': 'application/json',
      'cf-connecting-ip': freshIp(),
      'x-turnstile-token': TURNSTILE_DUMMY_TOKEN,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** Sends a request through the Worker's own fetch entry, as a deployed request would arrive. */
export function send(request: Request): Promise<Response> {
  return exports.default.fetch(request)
}

/**
 * Signed conversation URLs for the demo agent: the signer mints them, the mock agent checks them.
 *
 * `signature` = base64url (no padding) of HMAC-SHA256, keyed with the UTF-8 secret, over the
 * UTF-8 text `${agent_id}.${expires}`; `expires` is in unix seconds.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Computes the signature for an agent id and expiry.
 *
 * @param secret - the secret shared with the signer.
 * @param agentId - the `agent_id` the URL carries.
 * @param expires - unix seconds after which the URL is refused.
 * @returns base64url without padding.
 */
export function createSignature(secret: string, agentId: string, expires: number): string {
  return createHmac('sha256', secret).update(`${agentId}.${expires}`).digest('base64url')
}

/**
 * Builds a signed conversation URL.
 *
 * @param url - the conversation endpoint, e.g. `ws://127.0.0.1:8788/v1/convai/conversation`.
 * @param options - the secret, agent id and expiry (unix seconds).
 * @returns the URL with `agent_id`, `expires` and `signature` query parameters.
 */
export function signConversationUrl(
  url: string,
  options: { secret: string; agentId: string; expires: number },
): string {
  const signed = new URL(url)
  signed.searchParams.set('agent_id', options.agentId)
  signed.searchParams.set('expires', String(options.expires))
  signed.searchParams.set(
    'signature',
    createSignature(options.secret, options.agentId, options.expires),
  )
  return signed.toString()
}

/**
 * The longest a signed URL may live: 15 minutes, as long as the hosted service's signed URLs last
 * and as far ahead as the signer dates its own. A URL dated further ahead was not made by the
 * signer, and one that never expires would keep working after its secret leaked.
 */
export const MAX_SIGNED_URL_TTL_SECONDS = 15 * 60

/**
 * How far the signer's clock may run ahead of the agent's: a URL signed for the full 15 minutes
 * on such a machine arrives dated a little more than 15 minutes ahead and is still accepted.
 */
export const CLOCK_SKEW_SECONDS = 60

/** The verdict on a conversation URL: accepted with its agent id, or refused with an HTTP status. */
export type SignedUrlCheck =
  | { ok: true; agentId: string }
  | { ok: false; status: 401 | 403; reason: string }

/**
 * Checks a conversation URL's signature and expiry, comparing signatures in constant time.
 *
 * @param url - the requested URL (absolute, or a path with its query).
 * @param secret - the shared secret.
 * @param now - the current time in unix seconds.
 * @returns `ok` with the agent id, or a 401 (not a URL, parameters missing) or 403 (forged, tampered,
 *   expired, or dated more than `MAX_SIGNED_URL_TTL_SECONDS` plus `CLOCK_SKEW_SECONDS` ahead)
 *   with a reason.
 */
export function verifySignedUrl(
  url: string,
  secret: string,
  now = Math.floor(Date.now() / 1000),
): SignedUrlCheck {
  let query: URLSearchParams
  try {
    query = new URL(url, 'ws://localhost').searchParams
  } catch {
    return { ok: false, status: 401, reason: 'the URL cannot be read' }
  }
  const agentId = query.get('agent_id')
  const expires = query.get('expires')
  const signature = query.get('signature')
  if (!agentId || !expires || !signature) {
    return { ok: false, status: 401, reason: 'agent_id, expires and signature are required' }
  }
  if (!/^[0-9]{1,15}$/.test(expires)) {
    return { ok: false, status: 403, reason: 'expires is not a unix time in seconds' }
  }
  const expected = Buffer.from(createSignature(secret, agentId, Number(expires)))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, status: 403, reason: 'the signature does not match' }
  }
  if (Number(expires) <= now) {
    return { ok: false, status: 403, reason: 'the signed URL has expired' }
  }
  if (Number(expires) > now + MAX_SIGNED_URL_TTL_SECONDS + CLOCK_SKEW_SECONDS) {
    return {
      ok: false,
      status: 403,
      reason: `the signed URL expires more than ${MAX_SIGNED_URL_TTL_SECONDS / 60} minutes from now`,
    }
  }
  return { ok: true, agentId }
}

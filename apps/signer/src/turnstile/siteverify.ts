/** Cloudflare's endpoint that redeems a Turnstile token. */
export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'

/** Longest wait for siteverify before the visitor is told to try again. */
export const SITEVERIFY_TIMEOUT_MS = 5000

/** Longest token Cloudflare issues; anything longer is refused without asking. */
export const MAX_TOKEN_LENGTH = 2048

/** What the signer needs to redeem one token. */
export interface SiteverifyRequest {
  token: string
  secret: string
  /** The visitor's address as Cloudflare saw it, so siteverify can match it to the challenge. */
  remoteIp?: string
  /** The widget's action this route expects (`voice-start`, `contact`). */
  action: string
  /** Hostnames the site is served from; a token solved anywhere else is refused. */
  hostnames: readonly string[]
  /** Whether a result from a test key may pass (never in production). */
  allowTestKeys: boolean
  url?: string
  /** The HTTP client; the in-process stand-in passes its own. */
  fetcher?: (request: Request) => Promise<Response>
  timeoutMs?: number
}

/**
 * Why a token was refused, in the words the site maps to a message:
 * - `failed`: no token, a forged or expired one, one from another site or form, a test result
 *   where test keys are not allowed;
 * - `spent`: the token was redeemed before (each works once);
 * - `unavailable`: siteverify did not answer usefully in time.
 */
export type SiteverifyRefusal = 'failed' | 'spent' | 'unavailable'

/** Outcome of {@link verifyTurnstileToken}. */
export type SiteverifyOutcome = { ok: true } | { ok: false; reason: SiteverifyRefusal }

/** The fields of siteverify's answer the signer reads. */
interface SiteverifyBody {
  success?: unknown
  'error-codes'?: unknown
  action?: unknown
  hostname?: unknown
  metadata?: { result_with_testing_key?: unknown }
}

/**
 * Redeems a Turnstile token with siteverify (form-encoded `secret`, `response`, `remoteip`) and
 * checks what Cloudflare says about it: success, the widget's action and the hostname it was
 * solved on. A token redeems once, so a replay comes back `spent`. Never throws.
 */
export async function verifyTurnstileToken(request: SiteverifyRequest): Promise<SiteverifyOutcome> {
  const { token, secret, remoteIp, timeoutMs = SITEVERIFY_TIMEOUT_MS } = request
  if (token === '' || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'failed' }
  const form = new URLSearchParams({ secret, response: token })
  if (remoteIp) form.set('remoteip', remoteIp)
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  let body: SiteverifyBody
  try {
    const fetcher = request.fetcher ?? fetch
    const response = await fetcher(
      new Request(request.url ?? SITEVERIFY_URL, {
        method: 'POST',
        body: form,
        redirect: 'manual',
        signal: controller.signal,
      }),
    )
    if (!response.ok) {
      await response.body?.cancel().catch(() => {})
      return { ok: false, reason: 'unavailable' }
    }
    body = await response.json<SiteverifyBody>()
  } catch {
    return { ok: false, reason: 'unavailable' }
  } finally {
    clearTimeout(timer)
  }
  return judge(body, request)
}

function judge(body: SiteverifyBody, request: SiteverifyRequest): SiteverifyOutcome {
  const codes = Array.isArray(body['error-codes']) ? body['error-codes'] : []
  if (body.success !== true) {
    return { ok: false, reason: codes.includes('timeout-or-duplicate') ? 'spent' : 'failed' }
  }
  // A test key's result is bound to no site or form, so it is worth nothing in production.
  if (body.metadata?.result_with_testing_key === true) {
    return request.allowTestKeys ? { ok: true } : { ok: false, reason: 'failed' }
  }
  const sameForm = body.action === request.action
  const sameSite = typeof body.hostname === 'string' && request.hostnames.includes(body.hostname)
  return sameForm && sameSite ? { ok: true } : { ok: false, reason: 'failed' }
}

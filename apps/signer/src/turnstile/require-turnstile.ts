import type { MiddlewareHandler } from 'hono'
import { type AppEnv, isProduction, listVar } from '../env'
import { jsonError, jsonRefusal } from '../errors'
import { type SiteverifyRefusal, verifyTurnstileToken } from './siteverify'
import { STAND_IN_BASE, turnstileStandIn } from './stand-in'
import { isTurnstileTestKey, TURNSTILE_TEST_KEYS } from './test-keys'

/** The request header the site sends the widget's token in. */
export const TURNSTILE_TOKEN_HEADER = 'x-turnstile-token'

/** The widget actions, one per function, so a token solved for one cannot open the other. */
export type TurnstileAction = 'voice-start' | 'contact'

/** The codes a refused human check answers with; the site maps each to its own words. */
export const TURNSTILE_CODES = {
  missing: 'turnstile-missing',
  failed: 'turnstile-failed',
  spent: 'turnstile-spent',
  unavailable: 'turnstile-unavailable',
} as const

// Outside production, with no siteverify address set, the stand-in answers in-process.
const localStandIn = turnstileStandIn()

/** The hostnames of the allowed site origins: a token must have been solved on one of them. */
function siteHostnames(origins: readonly string[]): string[] {
  const hosts: string[] = []
  for (const origin of origins) {
    try {
      hosts.push(new URL(origin).hostname)
    } catch {
      // A malformed entry matches no browser's Origin either.
    }
  }
  return hosts
}

const refusals: Record<SiteverifyRefusal, [403 | 503, string, string, string]> = {
  failed: [
    403,
    TURNSTILE_CODES.failed,
    'Human check failed',
    'We could not confirm this request came from a person using the site. Please try again.',
  ],
  spent: [
    403,
    TURNSTILE_CODES.spent,
    'Human check already used',
    'That check was used before. Please try again for a fresh one.',
  ],
  unavailable: [
    503,
    TURNSTILE_CODES.unavailable,
    'Human check unavailable',
    'The human check did not answer in time. Please try again in a minute.',
  ],
}

/**
 * Lets a request through only with a Turnstile token that siteverify redeems for this `action`
 * on one of the site's hostnames. It runs before anything that costs money or stores data (a
 * signed URL, a D1 row), so a script with the public anon key but no person behind it gets 403.
 *
 * Settings: `TURNSTILE_SECRET_KEY` (required in production, which refuses Cloudflare's test keys;
 * locally the always-passing test key by default),
 * `TURNSTILE_SITEVERIFY_URL` (outside production only, e.g. a stand-in on a real socket) and
 * `TURNSTILE_STAND_IN=on` (outside production: the in-process stand-in when no URL is set).
 */
export function requireTurnstile(action: TurnstileAction): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const production = isProduction(c.env)
    const standInOn = !production && c.env.TURNSTILE_STAND_IN === 'on'
    // Locally the stand-in's documented always-passing test secret, unless another is set.
    const secret =
      c.env.TURNSTILE_SECRET_KEY?.trim() || (standInOn ? TURNSTILE_TEST_KEYS.secretPasses : '')
    if (secret === '' || (production && isTurnstileTestKey(secret))) {
      console.error('signer: TURNSTILE_SECRET_KEY is missing, or a test key in production')
      return jsonError(c, 500, 'Signer not configured', 'Please let the site owner know.')
    }
    const token = c.req.header(TURNSTILE_TOKEN_HEADER)?.trim() ?? ''
    if (token === '') {
      return jsonRefusal(
        c,
        403,
        TURNSTILE_CODES.missing,
        'Human check missing',
        'This request needs the human check from the site. Please try again from the page.',
      )
    }
    const configuredUrl = production ? '' : (c.env.TURNSTILE_SITEVERIFY_URL?.trim() ?? '')
    const standIn = standInOn && configuredUrl === ''
    const outcome = await verifyTurnstileToken({
      token,
      secret,
      remoteIp: c.req.header('cf-connecting-ip'),
      action,
      hostnames: siteHostnames(listVar(c.env.ALLOWED_ORIGINS)),
      allowTestKeys: !production,
      url: standIn ? `http://stand-in${STAND_IN_BASE}/siteverify` : configuredUrl || undefined,
      fetcher: standIn ? (request) => Promise.resolve(localStandIn.fetch(request)) : undefined,
    })
    if (!outcome.ok) {
      const [status, code, error, details] = refusals[outcome.reason]
      return jsonRefusal(c, status, code, error, details)
    }
    await next()
  }
}

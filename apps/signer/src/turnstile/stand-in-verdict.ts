import { TURNSTILE_DUMMY_TOKEN, TURNSTILE_TEST_KEYS } from './test-keys'

/** Prefix of the tokens the stand-in widget mints for a site key that is not a test key. */
export const STAND_IN_TOKEN_PREFIX = 'standin.'

/** siteverify's answer, as Cloudflare documents its fields. */
export interface SiteverifyAnswer {
  success: boolean
  'error-codes': string[]
  challenge_ts?: string
  hostname?: string
  action?: string
  cdata?: string
  metadata?: { result_with_testing_key: boolean }
}

/** What a stand-in token carries: the widget's action and the page's hostname. */
interface StandInClaims {
  a: string
  h: string
}

/**
 * A token as the stand-in widget mints it for a site key that is not a test key (tests use this
 * to act as a widget rendered with `action` on a page at `hostname`).
 */
export function mintStandInToken(action: string, hostname: string): string {
  const claims: StandInClaims = { a: action, h: hostname }
  return `${STAND_IN_TOKEN_PREFIX}${btoa(JSON.stringify(claims))}.${crypto.randomUUID()}`
}

const refused = (code: string): SiteverifyAnswer => ({ success: false, 'error-codes': [code] })

/**
 * The local siteverify's judgement, following Cloudflare's documented behaviour:
 *
 * - the test secret keys: `1x…AA` accepts only the dummy token (marked as a testing-key result),
 *   `2x…AA` refuses everything, `3x…AA` answers "already spent" (`timeout-or-duplicate`);
 * - any other secret stands for a real widget: it accepts a token the stand-in widget minted,
 *   once, and reports the action and hostname it was solved with; the dummy token is refused.
 *
 * @param spent - tokens redeemed so far; a redeemed token is added.
 */
export function standInVerdict(
  secret: string,
  token: string,
  spent: Set<string>,
  now = new Date(),
): SiteverifyAnswer {
  if (secret === '') return refused('missing-input-secret')
  if (token === '') return refused('missing-input-response')
  if (secret === TURNSTILE_TEST_KEYS.secretFails) return refused('invalid-input-response')
  if (secret === TURNSTILE_TEST_KEYS.secretSpent) return refused('timeout-or-duplicate')
  const challenge_ts = now.toISOString()
  if (secret === TURNSTILE_TEST_KEYS.secretPasses) {
    return token === TURNSTILE_DUMMY_TOKEN
      ? {
          success: true,
          'error-codes': [],
          challenge_ts,
          hostname: 'example.com',
          action: '',
          cdata: '',
          metadata: { result_with_testing_key: true },
        }
      : refused('invalid-input-response')
  }
  const claims = readClaims(token)
  if (claims === undefined) return refused('invalid-input-response')
  if (spent.has(token)) return refused('timeout-or-duplicate')
  // Bounded: a long dev session must not grow without end.
  if (spent.size >= 10_000) spent.clear()
  spent.add(token)
  return { success: true, 'error-codes': [], challenge_ts, hostname: claims.h, action: claims.a }
}

function readClaims(token: string): StandInClaims | undefined {
  if (!token.startsWith(STAND_IN_TOKEN_PREFIX)) return undefined
  try {
    const json = atob(token.slice(STAND_IN_TOKEN_PREFIX.length).split('.')[0] ?? '')
    const claims = JSON.parse(json) as Partial<StandInClaims>
    return typeof claims.a === 'string' && typeof claims.h === 'string'
      ? { a: claims.a, h: claims.h }
      : undefined
  } catch {
    return undefined
  }
}

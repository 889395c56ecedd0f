import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'
import { jsonError } from '../errors'

/**
 * Checks the public anon key the way the Supabase gateway does: from the `apikey` header, else
 * (when it is missing or empty) from `Authorization: Bearer`. The key is public, so this is no secret handshake; it turns away
 * scripts that did not even load the site's configuration and keeps the path shape honest.
 */
export function requireAnonKey(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // An empty `apikey` counts as absent, so it never hides a valid bearer token beside it.
    const apikey = c.req.header('apikey')?.trim()
    const presented = apikey ? apikey : bearerToken(c.req.header('authorization'))
    if (presented === undefined || presented === '') {
      return jsonError(c, 401, 'No API key found in request', 'Send the anon key as `apikey`.')
    }
    if (!sameKey(presented, c.env.SUPABASE_ANON_KEY)) {
      return jsonError(c, 401, 'Invalid API key', 'The anon key is not valid for this signer.')
    }
    await next()
  }
}

function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(.+)$/i)
  return match?.[1]?.trim()
}

const encoder = new TextEncoder()
// The expected key is the same on every request; encode it once.
let expectedKey: { text: string; bytes: Uint8Array } = { text: '', bytes: new Uint8Array() }

/** Constant-time comparison, so response timing does not reveal how much of a guess matched. */
function sameKey(presented: string, expected: string): boolean {
  if (expectedKey.text !== expected)
    expectedKey = { text: expected, bytes: encoder.encode(expected) }
  const given = encoder.encode(presented)
  const expectedBytes = expectedKey.bytes
  if (given.byteLength !== expectedBytes.byteLength) return false
  // XOR-accumulate rather than workerd's crypto.subtle.timingSafeEqual, so the app also runs
  // under Node (app.request tests, other runtimes Hono supports).
  let difference = 0
  for (let index = 0; index < given.byteLength; index++) {
    difference |= (given[index] ?? 0) ^ (expectedBytes[index] ?? 0)
  }
  return difference === 0
}

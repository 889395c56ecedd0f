import type { MiddlewareHandler } from 'hono'
import { createLocalJWKSet, createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose'
import type { AppEnv, SignerEnv } from '../env'
import { jsonError } from '../errors'

/** The header Cloudflare Access adds to every request it lets through to the origin. */
export const ACCESS_JWT_HEADER = 'cf-access-jwt-assertion'

/** A team name as Zero Trust shows it: the `<team>` of `<team>.cloudflareaccess.com`. */
const TEAM_NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i

/** The owner's view settings: team and audience vars, and the optional inline key set. */
type AccessEnv = Pick<SignerEnv, 'ACCESS_TEAM' | 'ACCESS_AUD'> & { ACCESS_JWKS?: string }

// Remote key sets cache their keys and refetch on an unknown `kid`: one per team per isolate.
const remoteKeySets = new Map<string, JWTVerifyGetKey>()

/** The team's signing keys: its public certs URL, or `ACCESS_JWKS` when set (local runs, tests). */
function teamKeys(team: string, inline: string | undefined): JWTVerifyGetKey {
  if (inline?.trim()) return createLocalJWKSet(JSON.parse(inline))
  let keys = remoteKeySets.get(team)
  if (keys === undefined) {
    keys = createRemoteJWKSet(new URL(`https://${team}.cloudflareaccess.com/cdn-cgi/access/certs`))
    remoteKeySets.set(team, keys)
  }
  return keys
}

/**
 * Lets a request through only with a valid Cloudflare Access token: `Cf-Access-Jwt-Assertion`
 * signed by one of the team's keys (RS256), issued by `https://<ACCESS_TEAM>.cloudflareaccess.com`
 * for the application `ACCESS_AUD`, and not expired. Access in front of the route already asks
 * the owner to sign in; checking the token here as well means a request that reaches the Worker
 * some other way (a workers.dev address, a misconfigured route) still reads nothing. Without both
 * settings every request is refused.
 */
export function requireAccess(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const env: AccessEnv = c.env
    const team = env.ACCESS_TEAM?.trim() ?? ''
    const audience = env.ACCESS_AUD?.trim() ?? ''
    if (!TEAM_NAME.test(team) || audience === '') {
      return jsonError(
        c,
        503,
        'Owner access not configured',
        'Set ACCESS_TEAM and ACCESS_AUD to the Cloudflare Access team and application.',
      )
    }
    const token = c.req.header(ACCESS_JWT_HEADER)
    if (!token) {
      return jsonError(c, 401, 'Sign-in required', 'Open this address through Cloudflare Access.')
    }
    try {
      await jwtVerify(token, teamKeys(team, env.ACCESS_JWKS), {
        issuer: `https://${team}.cloudflareaccess.com`,
        audience,
        algorithms: ['RS256'],
      })
    } catch {
      // Which check failed is no business of the caller's.
      return jsonError(c, 401, 'Sign-in required', 'The Cloudflare Access token is not valid.')
    }
    await next()
  }
}

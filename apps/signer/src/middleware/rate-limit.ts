import type { MiddlewareHandler } from 'hono'
import { type AppEnv, isProduction } from '../env'
import { jsonError } from '../errors'
import { clientKey } from '../rate-limit/client-key'
import { RATE_LIMIT_WINDOW_SECONDS, RATE_LIMITS, type RateLimitScope } from '../rate-limit/limits'

export { RATE_LIMIT_WINDOW_SECONDS }

/** Verdict of one counted request. */
export type RateLimitVerdict = { allowed: boolean; retryAfterSeconds: number }

/**
 * Fixed-window counter per key, held in the isolate's memory. It is the local and test stand-in
 * for Cloudflare's rate limiting binding: exact within one isolate, but production runs many
 * isolates, which is why production binds Cloudflare's rate limiting bindings instead.
 */
export class MemoryRateLimiter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>()
  readonly #windowMs: number

  constructor(windowSeconds = RATE_LIMIT_WINDOW_SECONDS) {
    this.#windowMs = windowSeconds * 1000
  }

  /** Counts one request for `key` and says whether it is within `limit`. */
  hit(key: string, limit: number, now = Date.now()): RateLimitVerdict {
    let window = this.#windows.get(key)
    if (window === undefined || window.resetAt <= now) {
      // Sweep stale windows now and then so a stream of new IPs cannot grow the map forever.
      if (this.#windows.size > 10_000) this.#sweep(now)
      window = { count: 0, resetAt: now + this.#windowMs }
      this.#windows.set(key, window)
    }
    window.count += 1
    const retryAfterSeconds = Math.max(1, Math.ceil((window.resetAt - now) / 1000))
    return { allowed: window.count <= limit, retryAfterSeconds }
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key)
  }
}

const memoryLimiter = new MemoryRateLimiter()

/**
 * Limits requests per client (`CF-Connecting-IP`, set by Cloudflare and by `wrangler dev`, read
 * by `clientKey`: IPv6 per /64, every spelling of an address alike) and per function, answering
 * 429 with `Retry-After`. The limit is `RATE_LIMITS[scope]`: counted by its binding when bound
 * (production, where a missing binding is a configuration error), else in memory.
 * `LOCAL_RATE_LIMIT_PER_MINUTE` raises the in-memory limit for load tests; production never
 * reads it.
 */
export function rateLimit(scope: RateLimitScope): MiddlewareHandler<AppEnv> {
  const { binding, limit } = RATE_LIMITS[scope]
  return async (c, next) => {
    const key = `${scope}:${clientKey(c.req.header('cf-connecting-ip'))}`
    const limiter = c.env[binding]
    if (!limiter && isProduction(c.env)) {
      console.error(`signer: the ${binding} rate limiting binding is missing`)
      return jsonError(c, 500, 'Signer not configured', 'Please let the site owner know.')
    }
    const verdict = limiter
      ? {
          allowed: (await limiter.limit({ key })).success,
          retryAfterSeconds: RATE_LIMIT_WINDOW_SECONDS,
        }
      : memoryLimiter.hit(key, localLimit(c.env.LOCAL_RATE_LIMIT_PER_MINUTE, limit))
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterSeconds))
      return jsonError(
        c,
        429,
        'Too many requests',
        `Please wait ${verdict.retryAfterSeconds} seconds and try again.`,
      )
    }
    await next()
  }
}

function localLimit(override: string | undefined, limit: number): number {
  const parsed = Number(override)
  return Number.isInteger(parsed) && parsed > 0 ? parsed : limit
}

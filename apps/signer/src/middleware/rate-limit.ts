import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'
import { jsonError } from '../errors'

/** The window both limiters count in; the production binding's `period` is 60 s as well. */
export const RATE_LIMIT_WINDOW_SECONDS = 60
/** Used when `RATE_LIMIT_PER_MINUTE` is missing or not a positive whole number. */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 30

/** Verdict of one counted request. */
export type RateLimitVerdict = { allowed: boolean; retryAfterSeconds: number }

/**
 * Fixed-window counter per key, held in the isolate's memory. It is the local and test stand-in
 * for Cloudflare's rate limiting binding: exact within one isolate, but production runs many
 * isolates, which is why production binds `RATE_LIMITER` instead.
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
 * Limits requests per client IP (`CF-Connecting-IP`, set by Cloudflare and by `wrangler dev`) and
 * per route `scope`, answering 429 with `Retry-After`. Uses the `RATE_LIMITER` binding when bound
 * (production), else the in-memory fallback with `RATE_LIMIT_PER_MINUTE`.
 */
export function rateLimit(scope: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const ip = c.req.header('cf-connecting-ip') ?? 'unknown'
    const key = `${scope}:${ip}`
    const verdict = c.env.RATE_LIMITER
      ? {
          allowed: (await c.env.RATE_LIMITER.limit({ key })).success,
          retryAfterSeconds: RATE_LIMIT_WINDOW_SECONDS,
        }
      : memoryLimiter.hit(key, limitPerMinute(c.env.RATE_LIMIT_PER_MINUTE))
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

function limitPerMinute(value: string | undefined): number {
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed > 0 ? parsed : DEFAULT_RATE_LIMIT_PER_MINUTE
}

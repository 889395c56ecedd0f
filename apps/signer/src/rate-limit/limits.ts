/**
 * The one place each rate limit is set: requests per client (an IPv4 address or an IPv6 /64) per
 * minute, per function. Production counts with Cloudflare's rate limiting bindings named here;
 * their `simple.limit` in wrangler.jsonc must be these numbers, which a test checks, so what
 * production enforces is what this file says. Locally (no bindings) the in-memory limiter uses
 * the same numbers.
 */
export const RATE_LIMITS = {
  /** Starting a voice conversation: a person presses Start a few times at most. */
  'signed-url': { binding: 'SIGNING_RATE_LIMITER', limit: 10 },
  /** The contact form, tighter: nobody sends more than a few messages a minute. */
  contact: { binding: 'CONTACT_RATE_LIMITER', limit: 3 },
} as const

/** A function with a rate limit. */
export type RateLimitScope = keyof typeof RATE_LIMITS

/** The window every limit counts in, in seconds (the bindings' `period`). */
export const RATE_LIMIT_WINDOW_SECONDS = 60

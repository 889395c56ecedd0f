/**
 * The signer's bindings: everything `wrangler types` generates into `Env`, plus the two secrets it
 * cannot see because they are optional and never written to a config file.
 */
export type SignerEnv = Env & {
  /** ElevenLabs API key (`wrangler secret put ELEVENLABS_API_KEY`). Unset or empty: demo mode. */
  ELEVENLABS_API_KEY?: string
  /**
   * HMAC secret shared with the demo agent. Locally `pnpm dev` passes it with `--var` from the
   * shell's `DEMO_AGENT_SECRET` (default `local-demo-secret`); in production it is a secret.
   */
  DEMO_AGENT_SECRET?: string
  /**
   * Optional Slack-compatible incoming webhook that is told of every lead besides the email
   * (`wrangler secret put LEAD_WEBHOOK_URL`). Unset: email only.
   */
  LEAD_WEBHOOK_URL?: string
  /**
   * Cloudflare Access signing keys as an inline JSON key set, for local runs and tests only. Unset
   * (production): the keys come from `https://<ACCESS_TEAM>.cloudflareaccess.com/cdn-cgi/access/certs`.
   */
  ACCESS_JWKS?: string
  /** Turnstile's secret key: a secret in production, Cloudflare's passing test key locally. */
  TURNSTILE_SECRET_KEY?: string
  /** Outside production only: where to redeem Turnstile tokens instead of Cloudflare. */
  TURNSTILE_SITEVERIFY_URL?: string
  /** Production's rate limiting bindings (see `rate-limit/limits.ts`); unbound locally. */
  SIGNING_RATE_LIMITER?: RateLimit
  CONTACT_RATE_LIMITER?: RateLimit
  /** Locally only: raises every in-memory rate limit (load tests, end-to-end runs). */
  LOCAL_RATE_LIMIT_PER_MINUTE?: string
  /** Names another DailyBudget object than the site's one (tests, so each counts from zero). */
  BUDGET_SCOPE?: string
  /** `false` turns voice off for everyone (a kill switch that needs a new version to flip). */
  VOICE_ENABLED?: string
  /** `true` lets production run demo mode (no ElevenLabs key) on purpose. */
  ALLOW_DEMO_MODE?: string
  /** Bearer token for the admin routes (the stored kill switch); at least 32 characters. */
  ADMIN_TOKEN?: string
}

/**
 * Whether this Worker is the production deployment (`SIGNER_ENV=production`, set only in
 * `env.production` of wrangler.jsonc). Production refuses every local convenience: the Turnstile
 * stand-in and test keys, demo mode unless asked for, a short demo secret.
 */
export function isProduction(env: { SIGNER_ENV?: string }): boolean {
  return env.SIGNER_ENV === 'production'
}

/** Hono's environment type for every route and middleware of the signer. */
export type AppEnv = { Bindings: SignerEnv }

// Vars are fixed for an isolate's life, so each distinct value is split once, not per request.
const parsedLists = new Map<string, readonly string[]>()

/** Splits a comma-separated var (`ALLOWED_AGENT_IDS`, `ALLOWED_ORIGINS`) into trimmed entries. */
export function listVar(value: string | undefined): readonly string[] {
  const key = value ?? ''
  let list = parsedLists.get(key)
  if (list === undefined) {
    list = key
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
    // Bounded: only tests pass many distinct values.
    if (parsedLists.size < 100) parsedLists.set(key, list)
  }
  return list
}

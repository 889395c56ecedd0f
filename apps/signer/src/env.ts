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

/**
 * The Turnstile widget the site runs before asking the signer for anything, from the build's
 * environment (`scripts/lib/site-env.ts` fills in the local defaults and refuses them in a
 * production build).
 */
export const turnstileConfig = {
  /** The widget's public site key; locally Cloudflare's always-passing test key. */
  siteKey: import.meta.env.VITE_TURNSTILE_SITE_KEY || '1x00000000000000000000AA',
  /** The widget script: Cloudflare's in production, the signer's stand-in locally. */
  scriptUrl:
    import.meta.env.VITE_TURNSTILE_SCRIPT_URL ||
    `${import.meta.env.VITE_SUPABASE_URL || 'http://127.0.0.1:8787'}/__turnstile/v0/api.js`,
} as const

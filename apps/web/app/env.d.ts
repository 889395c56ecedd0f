/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The voice agent's id; `demo-agent` when unset. */
  readonly VITE_VOICE_AGENT_ID?: string
  /** The signer's base URL; `http://127.0.0.1:8787` when unset. */
  readonly VITE_SUPABASE_URL?: string
  /** The signer's public anonymous key; `local-anon-key` when unset. */
  readonly VITE_SUPABASE_ANON_KEY?: string
  /** Turnstile's public site key; Cloudflare's always-passing test key when unset. */
  readonly VITE_TURNSTILE_SITE_KEY?: string
  /** The Turnstile script; the local signer's stand-in when unset (set by the build). */
  readonly VITE_TURNSTILE_SCRIPT_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The voice agent's id; `demo-agent` when unset. */
  readonly VITE_VOICE_AGENT_ID?: string
  /** The signer's base URL; `http://127.0.0.1:8787` when unset. */
  readonly VITE_SUPABASE_URL?: string
  /** The signer's public anonymous key; `local-anon-key` when unset. */
  readonly VITE_SUPABASE_ANON_KEY?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

/** Where the voice chat connects, from the build's environment with local defaults. */
export const voiceChatConfig = {
  /** The hosted voice agent to talk to. */
  agentId: import.meta.env.VITE_VOICE_AGENT_ID || 'demo-agent',
  /** The backend that signs session URLs (Supabase Functions, or the local signer). */
  supabaseUrl: import.meta.env.VITE_SUPABASE_URL || 'http://127.0.0.1:8787',
  /** The backend's public anonymous key. */
  supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY || 'local-anon-key',
} as const

/** Every setting a live build needs, as an owner would set them, for the go-live tests. */
export const liveBuildEnv = {
  SITE_ENV: 'production',
  VITE_SUPABASE_URL: 'https://api.kookaburra.com.au',
  VITE_SUPABASE_ANON_KEY: 'eyJhbGciOi-the-public-anon-key',
  VITE_VOICE_AGENT_ID: 'agent_01jabcdef',
  VITE_TURNSTILE_SITE_KEY: '0x4AAAAAAABkMYinukE8nzY',
}

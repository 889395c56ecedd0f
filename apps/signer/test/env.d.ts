import type { D1Migration } from 'cloudflare:test'

// Bindings the test configuration adds on top of wrangler.jsonc.
declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[]
      /** The Turnstile stand-in's siteverify on a real socket (test/turnstile-stand-in.ts). */
      TURNSTILE_SITEVERIFY_URL: string
    }
  }
}

declare module 'vitest' {
  interface ProvidedContext {
    /** The fake ElevenLabs endpoint's origin (`test/fake-upstream.global.ts`). */
    fakeUpstreamOrigin: string
    /** The webhook receiver's origin (`test/webhook-receiver.global.ts`). */
    webhookOrigin: string
  }
}

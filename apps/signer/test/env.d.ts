import type { D1Migration } from 'cloudflare:test'

// Bindings the test configuration adds on top of wrangler.jsonc.
declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[]
    }
  }
}

import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'

// Runs before each test file: creates contact_requests in the test D1 from migrations/.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)

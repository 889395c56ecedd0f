import { join } from 'node:path'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'
import { sourceResolve } from '../../tooling/source-condition.ts'

export default defineConfig({
  // Resolve @org/content to its TypeScript source, so tests need no prior build of it.
  ...sourceResolve,
  plugins: [
    cloudflareTest(async () => ({
      main: './src/index.ts',
      wrangler: { configPath: './wrangler.jsonc' },
      miniflare: {
        // Read in Node, applied inside workerd by test/apply-migrations.ts: the same SQL files
        // `wrangler d1 migrations apply` runs.
        bindings: {
          // As `pnpm dev` passes it; never a var in wrangler.jsonc (see env.ts).
          DEMO_AGENT_SECRET: 'local-demo-secret',
          TEST_MIGRATIONS: await readD1Migrations(join(import.meta.dirname, 'migrations')),
        },
      },
    })),
  ],
  test: {
    setupFiles: ['./test/apply-migrations.ts'],
  },
})

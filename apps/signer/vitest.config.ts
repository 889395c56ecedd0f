import { join } from 'node:path'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'
import { sourceResolve } from '../../tooling/source-condition.ts'
import { startTurnstileStandIn } from './test/turnstile-stand-in.ts'

// The Turnstile stand-in on a real socket, started once for the run (workerd cannot listen).
const turnstile = await startTurnstileStandIn()

export default defineConfig({
  // Resolve @org/content and @org/voice-core to their TypeScript source: no prior build needed.
  ...sourceResolve,
  test: {
    projects: [
      {
        extends: true,
        plugins: [
          cloudflareTest(async () => ({
            main: './src/index.ts',
            wrangler: { configPath: './wrangler.jsonc' },
            miniflare: {
              // Read in Node, applied inside workerd by test/apply-migrations.ts: the same SQL
              // files `wrangler d1 migrations apply` runs.
              bindings: {
                // As `pnpm dev` passes it; never a var in wrangler.jsonc (see env.ts).
                DEMO_AGENT_SECRET: 'local-demo-secret',
                // Tokens are redeemed over the network, as with Cloudflare.
                TURNSTILE_SITEVERIFY_URL: turnstile.siteverifyUrl,
                TEST_MIGRATIONS: await readD1Migrations(join(import.meta.dirname, 'migrations')),
              },
            },
          })),
        ],
        test: {
          name: 'workerd',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.node.test.ts'],
          setupFiles: ['./test/apply-migrations.ts'],
          // A fake ElevenLabs endpoint on a real socket, for the upstream fault tests.
          globalSetup: ['./test/fake-upstream.global.ts'],
        },
      },
      {
        // Beside a real demo agent, which needs Node's sockets.
        extends: true,
        test: { name: 'node', include: ['src/**/*.node.test.ts'] },
      },
    ],
  },
})

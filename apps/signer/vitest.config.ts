import { join } from 'node:path'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { hangBound } from '@org/tooling/hang-bound'
import { sourceResolve } from '@org/tooling/source-condition'
import { defineConfig } from 'vitest/config'
import { startTurnstileStandIn } from './test/turnstile-stand-in.ts'

// The Turnstile stand-in on a real socket, started once for the run (workerd cannot listen).
const turnstile = await startTurnstileStandIn()

/** The Worker in workerd with the bindings of wrangler.jsonc, plus what the tests add. */
const workerd = (
  main: string,
  extra: { bindings?: Record<string, unknown>; email?: object } = {},
) =>
  cloudflareTest(async () => ({
    main,
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
        ...extra.bindings,
      },
      ...(extra.email ? { email: extra.email } : {}),
    },
  }))

export default defineConfig({
  // Resolve @org/content and @org/voice-core to their TypeScript source: no prior build needed.
  ...sourceResolve,
  test: {
    ...hangBound,
    projects: [
      {
        extends: true,
        plugins: [workerd('./src/index.ts')],
        test: {
          name: 'workerd',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.node.test.ts', 'src/**/*.fault.test.ts'],
          setupFiles: ['./test/apply-migrations.ts'],
          // A fake ElevenLabs endpoint on a real socket, for the upstream fault tests.
          globalSetup: ['./test/fake-upstream.global.ts', './test/webhook-receiver.global.ts'],
        },
      },
      {
        // The lead queue under a failing mail binding: the Worker's own entry, its queue
        // consumer's mail behind a switch the tests hold (test/mail-fault-entry.ts). Retries
        // come at once instead of after back-off, so the tests wait on rounds, not on minutes.
        extends: true,
        plugins: [
          workerd('./test/mail-fault-entry.ts', {
            bindings: { LEAD_RETRY_BASE_SECONDS: '0' },
            email: {
              send_email: [
                { name: 'OWNER_MAIL' },
                {
                  name: 'REFUSING_MAIL',
                  allowed_destination_addresses: ['nobody@refused.example'],
                },
              ],
            },
          }),
        ],
        test: {
          name: 'workerd-faults',
          include: ['src/**/*.fault.test.ts'],
          // Each test waits on queue rounds (a second or so each) until its rows settle.
          testTimeout: 180_000,
          setupFiles: ['./test/apply-migrations.ts'],
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

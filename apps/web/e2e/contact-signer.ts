/**
 * The real signer for the contact form's end-to-end tests: `wrangler dev` on a port of its own
 * with a local D1 migrated afresh for each run, and a read of that D1's SQLite file. The built
 * site calls the signer origin it was built with (`VITE_SUPABASE_URL`, by default
 * http://127.0.0.1:8787, the one `pnpm dev` uses); the tests' browser resolves that origin to
 * this signer instead, so the page, its Content Security Policy and CORS see exactly the URL a
 * visitor's browser would, and no developer's own signer is touched.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { fileURLToPath } from 'node:url'
import { connectTargets } from '../scripts/lib/csp.ts'

/**
 * The test signer's port: no other suite's, and not `pnpm dev`'s (8787) or the bench's (8797,
 * 8798). `CONTACT_E2E_SIGNER_PORT` picks another where 8791 is taken.
 */
export const contactSignerPort = Number(process.env.CONTACT_E2E_SIGNER_PORT || 8791)

/** The signer origin the built site calls, as the build computed it. */
export const builtSignerOrigin = connectTargets(process.env).signerOrigin

/** The contact function's URL as the built site calls it. */
export const contactFunctionUrl = `${builtSignerOrigin}/functions/v1/contact`

/** The same function on the test signer, for requests made outside the browser. */
export const testSignerContactUrl = `http://127.0.0.1:${contactSignerPort}/functions/v1/contact`

const signerDir = fileURLToPath(new URL('../../signer/', import.meta.url))
/** Wrangler's local state for the run (D1 included), removed before each run starts. */
const stateDir = fileURLToPath(new URL('../.wrangler/contact-e2e-state/', import.meta.url))
const d1Dir = join(stateDir, 'v3', 'd1', 'miniflare-D1DatabaseObject')

/**
 * Playwright `webServer` entry that starts the signer for a site served at `siteOrigin`: a fresh
 * state folder, the D1 migrations applied to it, then `wrangler dev` in demo mode with that
 * origin allowed and a rate limit no test run reaches (the 429 path is tested with a routed answer).
 */
export function contactSignerServer(siteOrigin: string) {
  const wrangler = 'node_modules/.bin/wrangler'
  return {
    command: [
      `rm -rf '${stateDir}'`,
      `${wrangler} d1 migrations apply DB --local --persist-to '${stateDir}'`,
      `exec ${wrangler} dev --ip 127.0.0.1 --port ${contactSignerPort} --persist-to '${stateDir}'` +
        ` --log-level error --var ALLOWED_ORIGINS:${siteOrigin}` +
        ' --var LOCAL_RATE_LIMIT_PER_MINUTE:10000 --var DEMO_AGENT_SECRET:local-demo-secret',
    ].join(' && '),
    cwd: signerDir,
    url: `http://127.0.0.1:${contactSignerPort}/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_LOG_PATH: '.wrangler/logs',
      WRANGLER_BUILD_CONDITIONS: '@org/source,workerd,worker,browser',
    },
  }
}

/**
 * Chromium flags that send the built site's signer origin to the test signer. Only an http
 * origin on this machine can be redirected like this; a build pointed at a hosted signer fails
 * here with the reason, rather than sending test messages to it.
 */
export function contactSignerBrowserArgs(): string[] {
  const origin = new URL(builtSignerOrigin)
  if (origin.protocol !== 'http:' || !['127.0.0.1', 'localhost'].includes(origin.hostname)) {
    throw new Error(
      `The contact form tests need a build whose VITE_SUPABASE_URL is a local http signer, not ${builtSignerOrigin}.`,
    )
  }
  return [`--host-resolver-rules=MAP ${origin.host} 127.0.0.1:${contactSignerPort}`]
}

/** A stored contact request, as the signer wrote it to D1. */
export interface ContactRow {
  id: string
  idempotency_key: string | null
  name: string
  email: string
  phone: string | null
  company: string | null
  message: string
  /** 1 when the honeypot was filled. */
  spam: number
  /** Where the owner's notification stands: pending, sent, failed or skipped (spam). */
  delivery_state: string
  email_sent_at: string | null
}

/** The rows the test signer stored for this email address, oldest first. */
export function contactRowsFor(email: string): ContactRow[] {
  const file = readdirSync(d1Dir).find(
    (name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite',
  )
  if (!file) throw new Error(`The test signer has no D1 database in ${d1Dir}.`)
  const db = new DatabaseSync(join(d1Dir, file), { readOnly: true })
  try {
    return db
      .prepare(
        `SELECT id, idempotency_key, name, email, phone, company, message, spam, delivery_state,
                email_sent_at
           FROM contact_requests WHERE email = ? ORDER BY created_at`,
      )
      .all(email) as unknown as ContactRow[]
  } finally {
    db.close()
  }
}

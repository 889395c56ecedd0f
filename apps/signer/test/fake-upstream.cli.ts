/**
 * Runs the fake ElevenLabs endpoint on its own, for `wrangler dev` or an end-to-end suite:
 *
 *   pnpm fake-upstream            # http://127.0.0.1:8790, key sk_fake_upstream_key
 *   FAKE_UPSTREAM_PORT=0 pnpm fake-upstream
 *
 * It prints its origin, then serves until stopped (Ctrl+C or SIGTERM).
 */

import { startFakeUpstream } from './fake-upstream.ts'
import { FAKE_UPSTREAM_API_KEY } from './fake-upstream-agents.ts'

const port = Number(process.env.FAKE_UPSTREAM_PORT ?? 8790)
const upstream = await startFakeUpstream({ port })
console.log(`fake ElevenLabs on ${upstream.origin} (xi-api-key ${FAKE_UPSTREAM_API_KEY})`)

const stop = () => {
  void upstream.close().then(() => process.exit(0))
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)

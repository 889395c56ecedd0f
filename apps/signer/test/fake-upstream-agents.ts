/**
 * Shared by the fake ElevenLabs endpoint (`fake-upstream.ts`, Node) and the workerd tests that
 * call it, which must not import Node modules.
 */

/** The key the fake accepts unless told otherwise. */
export const FAKE_UPSTREAM_API_KEY = 'sk_fake_upstream_key'

/** How the fake answers, chosen by the agent id's first part. */
export type FakeScenario =
  | 'ok'
  | 'missing'
  | 'error'
  | 'busy'
  | 'hang'
  | 'drop'
  | 'stall'
  | 'garbage'
  | 'huge'
  | 'hugedeclared'
  | 'redirect'
  | 'evilhost'
  | 'plainws'
  | 'userinfo'

// Test files run in separate workers that share one fake, so a per-file counter alone would
// hand two files the same id (`ok_1`) and mix their requests; the random run tag keeps them apart.
const run = crypto.randomUUID().slice(0, 8)
let counter = 0

/** A fresh agent id for a scenario (`redirect_3f9a1c2e7`), so each test finds its own requests. */
export function fakeAgent(scenario: FakeScenario): string {
  counter += 1
  return `${scenario}_${run}${counter}`
}

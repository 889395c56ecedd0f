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

let counter = 0

/** A fresh agent id for a scenario (`redirect_7`), so each test finds its own requests. */
export function fakeAgent(scenario: FakeScenario): string {
  counter += 1
  return `${scenario}_${counter}`
}

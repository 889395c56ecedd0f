/** One voice session, driven as a visitor does it, checked against the demo agent. */
import type { MockAgent } from '@org/voice-core/testing'
import type { Page } from 'playwright'
import { expect } from 'vitest'
import type { CspServer } from './csp-server.ts'

/**
 * How long a wait in these tests may last before the run counts as hung. It only stops a run that
 * would never end: the suite shares a small machine with whole browser suites, where a panel can
 * take many times longer to open than it does on a quiet one, and nothing is wrong.
 */
export const HUNG_AFTER_MS = 60_000

/**
 * Opens the panel (headed `panel`) with the button named `opener`, presses Start, waits until the agent has the
 * call and the panel says Listening or Speaking, checks both worklets came from the page's own
 * origin, then closes the panel (Esc) and waits for the call to end.
 */
export async function runSession(
  tab: Page,
  opener: string,
  panel: string,
  agent: MockAgent,
  server: CspServer,
) {
  await tab.getByRole('button', { name: opener }).click()
  await tab.getByRole('dialog', { name: panel }).waitFor({ timeout: HUNG_AFTER_MS })
  const connection = await startCall(tab, agent)
  expect(server.requests.filter((path) => /capture[^/]*\.js$/.test(path))).toHaveLength(1)
  expect(server.requests.filter((path) => /playback[^/]*\.js$/.test(path))).toHaveLength(1)
  await tab.keyboard.press('Escape')
  await connection.closed
}

/**
 * Presses Start in the open panel, waits until the demo agent has the call and the panel says
 * Listening or Speaking, and returns the agent's side of the connection.
 */
export async function startCall(tab: Page, agent: MockAgent) {
  const connecting = agent.nextConnection(HUNG_AFTER_MS)
  await tab.getByRole('button', { name: 'Start' }).click()
  const connection = await connecting
  expect(connection.request.agentId).toBe('demo-agent')
  await expect
    .poll(
      () =>
        tab
          .getByRole('status')
          .filter({ hasText: /Listening|Speaking/ })
          .count(),
      { timeout: HUNG_AFTER_MS },
    )
    .toBeGreaterThan(0)
  return connection
}

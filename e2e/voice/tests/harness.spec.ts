import { clientToolCall, initiation, pause } from '@org/voice-core/testing'
import { expect, test } from '../src/fixtures.ts'

// The site defines no client tools, so a tool that runs is shown on a bare page with the same
// engine: its result travels back to the agent over the real socket.
test('a client tool the page defines runs, and its result goes back to the agent', async ({
  page,
  agents,
  environment,
}) => {
  await agents.script([
    initiation(),
    clientToolCall({
      toolName: 'bookMeeting',
      parameters: { day: 'Monday' },
      toolCallId: 'call-7',
    }),
    pause(300_000),
  ])
  await page.goto(`${environment.harnessOrigin}/ours.html`)
  const signedUrl = agents.agent.signUrl('demo-agent')
  await page.evaluate((url) => window.harness.start({ signedUrl: url }), signedUrl)
  const connection = await agents.nextConnection()

  const result = await connection.waitFor('client_tool_result', { timeoutMs: 60_000 })
  expect(result).toEqual({
    type: 'client_tool_result',
    tool_call_id: 'call-7',
    result: JSON.stringify({ booked: 'Monday', time: '10:00' }),
    is_error: false,
  })
  expect(await page.evaluate(() => window.harness.events.errors)).toEqual([])
  await page.evaluate(() => window.harness.end())
  expect(await connection.closed).toEqual({ code: 1000, reason: 'User ended conversation' })
})

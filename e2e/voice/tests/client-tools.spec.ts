import { clientToolCall, greeting, pause } from '@org/voice-core/testing'
import { expect, test } from '../src/fixtures.ts'
import { VoiceChat } from '../src/voice-page.ts'

// The site gives the agent no client tools, so every tool call is an unknown one. A tool the page
// defines returning its result is tested on a bare page (tests/harness.spec.ts).
test('a tool the site does not define is answered with the catalogue error, and the call goes on', async ({
  page,
  agents,
}) => {
  await agents.script([
    greeting(),
    clientToolCall({
      toolName: 'bookMeeting',
      parameters: { day: 'Monday' },
      toolCallId: 'call-1',
    }),
    pause(300_000),
  ])
  const chat = new VoiceChat(page)
  await chat.open()
  await chat.start.click()
  const connection = await agents.nextConnection()

  const result = await connection.waitFor('client_tool_result', { timeoutMs: 60_000 })
  expect(result).toEqual({
    type: 'client_tool_result',
    tool_call_id: 'call-1',
    result: 'Client tool with name bookMeeting is not defined on client',
    is_error: true,
  })
  await expect(chat.error).toHaveText('Client tool with name bookMeeting is not defined on client')
  // Still connected: the agent can carry on without the tool.
  await expect(chat.endCall).toBeVisible()
  expect(connection.isOpen).toBe(true)
  await chat.endCall.click()
  await connection.closed
  await chat.expectNothingLeft()
})

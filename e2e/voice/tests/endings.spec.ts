import { close, drop, greeting } from '@org/voice-core/testing'
import { gate } from '../src/agent.ts'
import { expect, test } from '../src/fixtures.ts'
import { toastTexts } from '../src/statuses.ts'
import { VoiceChat } from '../src/voice-page.ts'

const disconnected = 'DisconnectedThe voice chat has been ended.'

for (const ending of [
  {
    name: 'the agent closing with 1000 ends the call as the agent’s: a Disconnected toast, no error',
    step: close(1000, 'Goodbye'),
    error: undefined,
  },
  {
    name: 'the agent closing with 1011 shows the server’s reason',
    step: close(1011, 'The agent hit an internal error.'),
    error: 'The agent hit an internal error.',
  },
  {
    name: 'a dropped socket shows the catalogue’s socket error',
    step: drop(),
    error: 'The connection was closed due to a socket error.',
  },
]) {
  test(ending.name, async ({ page, agents }) => {
    const hangUp = gate()
    await agents.script([greeting(), hangUp.step, ending.step])
    const chat = new VoiceChat(page)
    await chat.open()
    await chat.start.click()
    const connection = await agents.nextConnection()
    await expect(chat.endCall).toBeVisible()
    const endedAt = await chat.now()
    hangUp.open()

    await chat.waitForTrail('status', 'Ready to connect', endedAt)
    await expect(chat.start).toBeEnabled()
    if (ending.error) {
      await expect(chat.error).toHaveText(ending.error)
    } else {
      await chat.waitForTrail('toast', disconnected, endedAt)
      await expect(chat.error).toHaveCount(0)
    }
    await connection.closed
    await chat.expectNothingLeft()
    const toasts = toastTexts((await chat.trail()).filter((entry) => entry.t >= endedAt))
    expect(toasts.includes(disconnected)).toBe(ending.error === undefined)
  })
}

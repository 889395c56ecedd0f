import { encodeAudio, initiation, type MockConnection, toneSamples } from '@org/voice-core/testing'
import { gate } from '../src/agent.ts'
import { expect, test } from '../src/fixtures.ts'
import { framesAt } from '../src/speech.ts'
import { inOrder, statusWords } from '../src/statuses.ts'
import { VoiceChat } from '../src/voice-page.ts'

const LOUD = 0.5

test('an interruption fades the reply out over two seconds, and its stale audio never plays', async ({
  page,
  agents,
}) => {
  const interrupt = gate()
  const answer = gate()
  let staleIds: number[] = []
  const tone = (connection: MockConnection, frequency: number, seconds: number) =>
    toneSamples(frequency, seconds, connection.settings.outputFormat.sampleRate, LOUD)
  await agents.script([
    initiation(),
    (connection) => {
      // A long reply in one event, and more of it queued behind.
      staleIds = connection.respond('Let me tell you a long story…', tone(connection, 440, 4), 4000)
      staleIds.push(...connection.sendAudio(tone(connection, 440, 0.5)))
    },
    interrupt.step,
    (connection) => {
      connection.sendEvent('interruption', { event_id: connection.lastEventId + 1 })
      // One event of the old reply arrives after the interruption.
      connection.sendEvent('audio', {
        audio_base_64: encodeAudio(tone(connection, 440, 0.5), connection.settings.outputFormat),
        event_id: staleIds.at(-1),
      })
    },
    answer.step,
    (connection) => {
      connection.respond('Sorry, go ahead.', tone(connection, 880, 0.75))
    },
  ])
  const chat = new VoiceChat(page)
  await chat.open()
  await chat.recordOutput(true)
  await chat.start.click()
  await agents.nextConnection()

  // The reply is playing at full level.
  await page.waitForFunction(
    () =>
      window.__voiceProbe.output.filter((frame) => frame.pitch && Math.abs(frame.pitch - 440) < 9)
        .length >= 5,
    undefined,
    { timeout: 60_000 },
  )
  const interruptedAt = await chat.now()
  interrupt.open()
  await chat.waitForTrail('status', 'Listening...', interruptedAt)

  // Silent for half a second: the fade is over and nothing stale followed it.
  await page.waitForFunction(
    (since) => {
      const after = window.__voiceProbe.output.filter((frame) => frame.t > since)
      const loud = after.findLastIndex((frame) => frame.rms > 1e-3)
      return loud >= 0 && (after.at(-1)?.t ?? 0) - (after[loud]?.t ?? 0) > 500
    },
    interruptedAt,
    { timeout: 30_000 },
  )
  const answeredAt = await chat.now()
  answer.open()
  await page.waitForFunction(
    (since) =>
      window.__voiceProbe.output.filter(
        (frame) => frame.t > since && frame.pitch && Math.abs(frame.pitch - 880) < 18,
      ).length >= 5,
    answeredAt,
    { timeout: 30_000 },
  )
  await chat.waitForTrail('status', 'Listening...', answeredAt)

  const output = await chat.takeOutput()
  const before = framesAt(output, 440).filter((frame) => frame.t < interruptedAt)
  const level = before.reduce((sum, frame) => sum + frame.rms, 0) / before.length
  expect(level).toBeGreaterThan(0.3)

  const fading = output.filter((frame) => frame.t >= interruptedAt && frame.t < answeredAt)
  const lastSound = fading.findLast((frame) => frame.rms > 1e-3)
  expect(lastSound).toBeDefined()
  // A fade, not a cut: levels in between, falling, until silence about two seconds later.
  const between = fading.filter((frame) => frame.rms > 0.2 * level && frame.rms < 0.8 * level)
  expect(between.length).toBeGreaterThanOrEqual(5)
  const fadeMs = (lastSound?.t ?? 0) - interruptedAt
  expect(fadeMs).toBeGreaterThan(1200)
  expect(fadeMs).toBeLessThan(3500)
  for (let index = 4; index < between.length; index++) {
    expect(between[index]?.rms).toBeLessThan((between[index - 4]?.rms ?? 0) + 0.02)
  }
  // Nothing of the old reply after the fade: neither the queued events nor the late one.
  expect(framesAt(output, 440).filter((frame) => frame.t > (lastSound?.t ?? 0))).toEqual([])
  // The new reply plays at full level.
  const reply = framesAt(output, 880).filter((frame) => frame.t > answeredAt)
  const replyLevel = reply.reduce((sum, frame) => sum + frame.rms, 0) / reply.length
  expect(replyLevel / level).toBeGreaterThan(0.8)
  expect(replyLevel / level).toBeLessThan(1.2)

  expect(
    inOrder(statusWords(await chat.trail()), [
      'Connecting...',
      'Speaking...',
      'Listening...',
      'Speaking...',
      'Listening...',
    ]),
  ).toBe(true)
})

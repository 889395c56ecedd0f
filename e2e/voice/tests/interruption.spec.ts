import { encodeAudio, initiation, type MockConnection, toneSamples } from '@org/voice-core/testing'
import { gate } from '../src/agent.ts'
import { expect, test } from '../src/fixtures.ts'
import type { OutputFrame } from '../src/page/probe.ts'
import { framesAt } from '../src/speech.ts'
import { inOrder, statusWords } from '../src/statuses.ts'
import { VoiceChat } from '../src/voice-page.ts'

const LOUD = 0.5
/** The reply the visitor interrupts: long enough that a slow machine still interrupts it. */
const REPLY_SECONDS = 12

const meanLevel = (frames: readonly OutputFrame[]) =>
  frames.reduce((sum, frame) => sum + frame.rms, 0) / frames.length

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
      // A long reply streamed as 100 ms events, as a text-to-speech service sends it: far
      // shorter than the fade, which must carry on from one to the next.
      staleIds = connection.respond(
        'Let me tell you a long story…',
        tone(connection, 440, REPLY_SECONDS),
        100,
      )
    },
    interrupt.step,
    (connection) => {
      connection.sendEvent('interruption', { event_id: connection.lastEventId + 1 })
      // One event of the old reply arrives after the interruption, at a pitch of its own.
      connection.sendEvent('audio', {
        audio_base_64: encodeAudio(tone(connection, 550, 0.5), connection.settings.outputFormat),
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
    { timeout: 60_000 },
  )
  const answeredAt = await chat.now()
  answer.open()
  await page.waitForFunction(
    (since) =>
      window.__voiceProbe.output.filter(
        (frame) => frame.t > since && frame.pitch && Math.abs(frame.pitch - 880) < 18,
      ).length >= 5,
    answeredAt,
    { timeout: 60_000 },
  )
  await chat.waitForTrail('status', 'Listening...', answeredAt)

  const output = await chat.takeOutput()
  await test.info().attach('speaker readings', {
    body: JSON.stringify({ interruptedAt, answeredAt, output }),
    contentType: 'application/json',
  })
  const level = meanLevel(framesAt(output, 440).filter((frame) => frame.t < interruptedAt))
  expect(level).toBeGreaterThan(0.3)

  const after = output.filter((frame) => frame.t >= interruptedAt && frame.t < answeredAt)
  const fadeStart = after.find((frame) => frame.rms < 0.9 * level)
  const lastSound = after.findLast((frame) => frame.rms > 1e-3)
  expect(fadeStart, 'the reply was still playing when it was interrupted').toBeDefined()
  expect(lastSound).toBeDefined()
  const fading = after.filter(
    (frame) => frame.t >= (fadeStart?.t ?? 0) && frame.t <= (lastSound?.t ?? 0),
  )
  // A fade, not a cut, and fastest at first: the level in decibels falls with the square root of
  // time, −80 dB at two seconds (−40 dB at half a second), so it takes about 0.8 s to reach the
  // −51 dB of the last audible frame. Time is counted from the middle of the first faded frame's
  // 21 ms window; fitting dB = a·√t through the origin gives a ≈ −56.6, and every frame lies near
  // that curve (a fade even in decibels over the same span would miss it by 10 dB at the ends).
  const origin = (fadeStart?.t ?? 0) - 10.7
  const decibels = fading.map((frame) => ({
    x: Math.sqrt(Math.max(0, frame.t - origin) / 1000),
    y: 20 * Math.log10(frame.rms / level),
  }))
  const a =
    decibels.reduce((sum, point) => sum + point.x * point.y, 0) /
    decibels.reduce((sum, point) => sum + point.x * point.x, 0)
  expect(a).toBeGreaterThan(-64)
  expect(a).toBeLessThan(-49)
  for (const point of decibels) expect(Math.abs(point.y - a * point.x)).toBeLessThan(6)
  const fadeMs = (lastSound?.t ?? 0) - (fadeStart?.t ?? 0)
  expect(fadeMs).toBeGreaterThan(600)
  expect(fadeMs).toBeLessThan(1100)
  for (let index = 2; index < fading.length; index++) {
    expect(fading[index]?.rms).toBeLessThan((fading[index - 2]?.rms ?? 0) * 1.05)
  }
  // Nothing of the old reply after the fade, and the event that came after the interruption
  // never plays at all.
  expect(framesAt(output, 440).filter((frame) => frame.t > (lastSound?.t ?? 0))).toEqual([])
  expect(framesAt(output, 550)).toEqual([])
  // The new reply plays at full level.
  const reply = framesAt(output, 880).filter((frame) => frame.t > answeredAt)
  expect(meanLevel(reply) / level).toBeGreaterThan(0.8)
  expect(meanLevel(reply) / level).toBeLessThan(1.2)

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

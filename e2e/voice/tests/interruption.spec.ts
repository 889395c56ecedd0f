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

/** The least-squares slope of `y` over `x`. */
function slope(points: readonly { x: number; y: number }[]): number {
  const meanX = points.reduce((sum, point) => sum + point.x, 0) / points.length
  const meanY = points.reduce((sum, point) => sum + point.y, 0) / points.length
  let covariance = 0
  let variance = 0
  for (const { x, y } of points) {
    covariance += (x - meanX) * (y - meanY)
    variance += (x - meanX) ** 2
  }
  return covariance / variance
}

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
  // A fade, not a cut: it falls evenly in decibels, −80 dB over two seconds (−40 dB a second),
  // so the level takes about 1.25 s to go from −1 dB to the −51 dB of the last audible frame.
  const decibels = fading.map((frame) => ({
    x: frame.t / 1000,
    y: 20 * Math.log10(frame.rms / level),
  }))
  expect(slope(decibels)).toBeGreaterThan(-48)
  expect(slope(decibels)).toBeLessThan(-32)
  const fadeMs = (lastSound?.t ?? 0) - (fadeStart?.t ?? 0)
  expect(fadeMs).toBeGreaterThan(1000)
  expect(fadeMs).toBeLessThan(1600)
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

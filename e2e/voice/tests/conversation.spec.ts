import { decodeAudio, echo, greeting } from '@org/voice-core/testing'
import type { AgentFormats } from '../src/agent.ts'
import { expect, test } from '../src/fixtures.ts'
import { LOOP_SECONDS } from '../src/microphone.ts'
import { framesAt, speechMatch, speechPitch, voicePitch } from '../src/speech.ts'
import { inOrder, statusWords, toastTexts } from '../src/statuses.ts'
import { VoiceChat } from '../src/voice-page.ts'

/**
 * A whole call from the header's Chat Now: the permission check on opening, the microphone
 * probe, the Connected toast, every status, the agent hearing the microphone's speech, and the
 * greeting and the echo playing at their pitch.
 */
async function talk(
  chat: VoiceChat,
  agents: import('../src/agent.ts').AgentController,
  formats: AgentFormats,
) {
  await agents.script([greeting(), echo()], formats)
  const { page } = chat
  await chat.open()

  // Opening reads the permission without prompting; nothing has touched the microphone yet.
  await expect
    .poll(() => page.evaluate(() => window.__voiceProbe.permissionQueries))
    .toContain('microphone')
  expect(await page.evaluate(() => window.__voiceProbe.microphoneRequests)).toEqual([])
  await expect(chat.status).toHaveText('Ready to connect')
  await expect(chat.start).toBeEnabled()

  await chat.recordOutput(true)
  await chat.start.click()
  const connection = await agents.nextConnection()
  const { inputFormat } = connection.settings
  const heardSeconds = () => connection.receivedAudio().length / inputFormat.sampleRate

  // The microphone says its sentence every few seconds, wherever in it the call began: two
  // turns of the loop hold at least one whole sentence, and the agent has echoed it.
  await expect.poll(heardSeconds, { timeout: 120_000 }).toBeGreaterThan(2 * LOOP_SECONDS)
  expect(
    connection.sent.some(
      (message) => typeof message !== 'string' && message.type === 'user_transcript',
    ),
  ).toBe(true)
  // The echo has played once the speakers are quiet again and the panel is listening.
  await page.waitForFunction(
    () => {
      const { output, trail } = window.__voiceProbe
      const last = output.findLastIndex((frame) => frame.rms > 1e-3)
      const statuses = trail.filter((entry) => entry.kind === 'status')
      return (
        last >= 0 &&
        (output.at(-1)?.t ?? 0) - (output[last]?.t ?? 0) > 400 &&
        statuses.at(-1)?.text === 'Listening...'
      )
    },
    undefined,
    { timeout: 60_000 },
  )

  const trail = await chat.trail()
  const words = statusWords(trail)
  expect(words.slice(0, 2)).toEqual(['Ready to connect', 'Connecting...'])
  expect(inOrder(words, ['Connecting...', 'Listening...'])).toBe(true)
  expect(inOrder(words, ['Connecting...', 'Speaking...', 'Listening...'])).toBe(true)
  expect(words.filter((word) => word === 'Speaking...').length).toBeGreaterThanOrEqual(2)
  expect(toastTexts(trail)).toContain(
    'ConnectedVoice agent is now connected. You can start speaking!',
  )

  // The probe asked for audio only and stopped that stream before the call opened its own.
  const requests = await page.evaluate(() => window.__voiceProbe.microphoneRequests)
  expect(requests).toHaveLength(2)
  expect(requests[0]?.constraints).toEqual({ audio: true })
  expect(requests[1]).toMatchObject({ liveBefore: 0, constraints: { audio: expect.any(Object) } })
  expect(Object.keys(requests[1]?.constraints as object)).toEqual(['audio'])

  // The engine's default 24 ms chunks (the site sets none), at the agent's rate and encoding
  // (one byte a sample in mu-law).
  const chunks = connection.received.filter(
    (message) => typeof message.user_audio_chunk === 'string',
  )
  expect(chunks.length).toBeGreaterThan(Math.floor((2 * LOOP_SECONDS * 1000) / 24))
  for (const chunk of chunks) {
    expect(decodeAudio(chunk.user_audio_chunk as string, inputFormat)).toHaveLength(
      (inputFormat.sampleRate * 24) / 1000,
    )
  }
  // What the agent heard is the speech, resampled from the capture's 44.1 kHz.
  expect(speechMatch(connection.receivedAudio(), inputFormat.sampleRate)).toBeGreaterThanOrEqual(
    0.8,
  )

  // What the speakers played: the greeting's two-note chime, then the speech at its own pitch.
  const output = await chat.takeOutput()
  const lastChimeNote = framesAt(output, 880).at(-1)
  expect(framesAt(output, 660).length).toBeGreaterThanOrEqual(2)
  expect(lastChimeNote).toBeDefined()
  const echoed = output.filter((frame) => frame.t > (lastChimeNote?.t ?? 0))
  expect(Math.abs(voicePitch(echoed) / speechPitch() - 1)).toBeLessThan(0.1)

  await expect(chat.transcript).toContainText('(audio')
  await expect(chat.transcript).toContainText('Here is what I heard:')
  await expect(chat.error).toHaveCount(0)
}

test('a call at 16 kHz PCM: the agent hears the speech and the visitor hears the echo', async ({
  page,
  agents,
}) => {
  await talk(new VoiceChat(page), agents, { inputFormat: 'pcm_16000', outputFormat: 'pcm_16000' })
})

test('a call in 8 kHz mu-law both ways works the same', async ({ page, agents }) => {
  await talk(new VoiceChat(page), agents, { inputFormat: 'ulaw_8000', outputFormat: 'ulaw_8000' })
})

// One whole conversation with the demo behaviour, as proof an agent still serves after abuse.
import { expect } from 'vitest'
import { parseAudioFormat } from '../dsp/format.ts'
import { encodeAudio, toneSamples } from './audio.ts'
import { connectClient } from './client.test.helper.ts'

const WAIT_MS = 15_000
const PCM_16000 = parseAudioFormat('pcm_16000')

/**
 * Talks to the agent at a signed `url` as the voice engine would: initiation, the greeting, then
 * 0.8 s of tone between silences in 250 ms chunks, which the echo answers with its transcript.
 */
export async function expectDemoConversation(url: string): Promise<void> {
  const client = await connectClient(url)
  client.send({ type: 'conversation_initiation_client_data' })
  await client.waitFor('conversation_initiation_metadata', undefined, WAIT_MS)
  await client.waitFor('agent_response', undefined, WAIT_MS)
  const silence = (seconds: number) => new Int16Array(seconds * 16000)
  const utterance = Int16Array.from([
    ...silence(0.5),
    ...toneSamples(1000, 0.8, 16000),
    ...silence(0.75),
  ])
  for (let offset = 0; offset < utterance.length; offset += 4000) {
    client.send({
      user_audio_chunk: encodeAudio(utterance.subarray(offset, offset + 4000), PCM_16000),
    })
  }
  const transcript = await client.waitFor('user_transcript', undefined, WAIT_MS)
  expect(transcript.user_transcription_event.user_transcript).toBe('(audio 0.9 s)')
  client.socket.close()
  await client.closed
}

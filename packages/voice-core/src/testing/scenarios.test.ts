import { describe, expect, it } from 'vitest'
import { parseAudioFormat } from '../dsp/format.ts'
import { decodeAudio, encodeAudio, toneSamples } from './audio.ts'
import type { Received, TestClient } from './client.test.helper.ts'
import { agentHarness } from './harness.test.helper.ts'
import { echo, greeting, initiation, interruption } from './scenarios.ts'

const { start } = agentHarness()

function audioOf(events: Received[], format = 'pcm_16000'): Int16Array {
  const parsed = parseAudioFormat(format)
  return Int16Array.from(
    events.flatMap((event) => [...decodeAudio(event.audio_event.audio_base_64, parsed)]),
  )
}

function dominantFrequency(samples: Int16Array, rate: number): number {
  let crossings = 0
  for (let index = 1; index < samples.length; index++) {
    if ((samples[index - 1] as number) < 0 && (samples[index] as number) >= 0) crossings++
  }
  return (crossings * rate) / samples.length
}

// Streams audio as a client would: base64 chunks of 250 ms.
function sendAudio(client: TestClient, pcm: Int16Array, format = 'pcm_16000') {
  const parsed = parseAudioFormat(format)
  const size = parsed.sampleRate / 4
  for (let offset = 0; offset < pcm.length; offset += size) {
    client.send({ user_audio_chunk: encodeAudio(pcm.subarray(offset, offset + size), parsed) })
  }
}

describe('initiation and greeting', () => {
  it('answers the client data with metadata, then the first message and its audio', async () => {
    const client = await start({
      scenario: greeting(),
      conversationId: 'conv-1',
      outputFormat: 'pcm_24000',
      firstMessage: 'G’day!',
    })
    const [metadata, response] = await Promise.all([
      client.waitFor('conversation_initiation_metadata'),
      client.waitFor('agent_response'),
    ])
    expect(metadata.conversation_initiation_metadata_event).toEqual({
      conversation_id: 'conv-1',
      agent_output_audio_format: 'pcm_24000',
      user_input_audio_format: 'pcm_16000',
    })
    expect(client.messages[0]).toBe(metadata)
    // A response carries the event id of its first audio event.
    expect(response.agent_response_event).toEqual({ agent_response: 'G’day!', event_id: 1 })
    const audio = await client.waitForCount('audio', 2)
    expect(audio.map((event) => event.audio_event.event_id)).toEqual([1, 2])
    expect(audioOf(audio, 'pcm_24000').length).toBe(0.4 * 24000)
  })

  it('speaks the first_message the client overrides', async () => {
    const client = await start(
      { scenario: greeting('Default') },
      {
        type: 'conversation_initiation_client_data',
        conversation_config_override: { agent: { first_message: 'Overridden' } },
      },
    )
    const response = await client.waitFor('agent_response')
    expect(response.agent_response_event.agent_response).toBe('Overridden')
  })
})

describe('echo', () => {
  const burst = toneSamples(1000, 0.8, 16000)
  const silence = (seconds: number) => new Int16Array(seconds * 16000)
  const utterance = Int16Array.from([...silence(1), ...burst, ...silence(0.75)])

  it('answers each utterance with a transcript, a response and the same audio', async () => {
    const client = await start({ scenario: [initiation(), echo()] })
    await client.waitFor('conversation_initiation_metadata')
    sendAudio(client, utterance)
    const transcript = await client.waitFor('user_transcript')
    expect(transcript.user_transcription_event).toEqual({
      user_transcript: '(audio 0.9 s)',
      event_id: 1,
    })
    const response = await client.waitFor('agent_response')
    expect(response.agent_response_event.agent_response).toBe(
      'Here is what I heard: 0.9 seconds of audio.',
    )
    const audio = await client.waitForCount('audio', 4)
    expect(audio.map((event) => event.audio_event.event_id)).toEqual([1, 2, 3, 4])
    // 100 ms of pre-roll silence, then the burst exactly as it was sent.
    const echoed = audioOf(audio)
    expect(echoed.length).toBe(0.9 * 16000)
    expect(echoed.subarray(1600)).toEqual(burst)
  })

  it('answers a second utterance with newer event ids, and ignores quiet audio', async () => {
    const client = await start({ scenario: [initiation(), echo()] })
    sendAudio(client, toneSamples(300, 1, 16000, 0.005))
    sendAudio(client, utterance)
    sendAudio(client, utterance)
    const transcripts = await client.waitForCount('user_transcript', 2)
    expect(transcripts.map((t) => t.user_transcription_event.user_transcript)).toEqual([
      '(audio 0.9 s)',
      '(audio 0.9 s)',
    ])
    const audio = await client.waitForCount('audio', 8)
    expect(audio.map((event) => event.audio_event.event_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })

  it('plays the utterance back at the output rate', async () => {
    const client = await start({ scenario: [initiation(), echo()], outputFormat: 'pcm_48000' })
    sendAudio(client, utterance)
    await client.waitFor('user_transcript')
    const audio = await client.waitForCount('audio', 4)
    const echoed = audioOf(audio, 'pcm_48000')
    expect(echoed.length).toBe(0.9 * 48000)
    expect(dominantFrequency(echoed.subarray(4800 + 480, -480), 48000)).toBeCloseTo(1000, -1)
  })

  it('echoes mu-law audio byte for byte', async () => {
    const client = await start({
      scenario: [initiation(), echo()],
      inputFormat: 'ulaw_8000',
      outputFormat: 'ulaw_8000',
    })
    const tone = toneSamples(500, 0.6, 8000)
    const speech = Int16Array.from([...new Int16Array(4000), ...tone, ...new Int16Array(6000)])
    sendAudio(client, speech, 'ulaw_8000')
    const transcript = await client.waitFor('user_transcript')
    expect(transcript.user_transcription_event.user_transcript).toBe('(audio 0.7 s)')
    const audio = await client.waitForCount('audio', 3)
    const sent = encodeAudio(
      decodeAudio(encodeAudio(tone, parseAudioFormat('ulaw_8000')), parseAudioFormat('ulaw_8000')),
      parseAudioFormat('ulaw_8000'),
    )
    const echoed = encodeAudio(
      audioOf(audio, 'ulaw_8000').subarray(800),
      parseAudioFormat('ulaw_8000'),
    )
    expect(echoed).toBe(sent)
  })
})

describe('echo, when the microphone never falls silent', () => {
  it('cuts the utterance at maxMs and answers anyway', async () => {
    const client = await start({ scenario: [initiation(), echo({ maxMs: 1000 })] })
    // Three seconds of a steady hum: never 500 ms of quiet.
    sendAudio(client, toneSamples(200, 3, 16000, 0.2))
    const transcripts = await client.waitForCount('user_transcript', 2)
    expect(transcripts.map((t) => t.user_transcription_event.user_transcript)).toEqual([
      '(audio 1.0 s)',
      '(audio 1.0 s)',
    ])
  })

  it('answers within the default 10 s', async () => {
    const client = await start({ scenario: [initiation(), echo()] })
    sendAudio(client, toneSamples(200, 11, 16000, 0.2))
    const transcript = await client.waitFor('user_transcript')
    expect(transcript.user_transcription_event.user_transcript).toBe('(audio 10.0 s)')
  })
})

describe('echo, in text', () => {
  it('answers a typed user_message with an agent_response', async () => {
    const client = await start({ scenario: [initiation(), echo()] })
    client.send({ type: 'user_message', text: 'Are you open on Saturday?' })
    const response = await client.waitFor('agent_response')
    expect(response.agent_response_event).toEqual({
      agent_response: 'You wrote: Are you open on Saturday?',
      event_id: 1,
    })
  })
})

describe('interruption', () => {
  it('sends old audio, the interruption, a late stale event and a newer reply', async () => {
    const client = await start({ scenario: [initiation(), interruption()] })
    const audio = await client.waitForCount('audio', 6)
    const marker = await client.waitFor('interruption')
    const interruptionId = marker.interruption_event.event_id
    const order = client.messages
      .filter((m) => m.type === 'audio' || m.type === 'interruption')
      .map((m) => (m.type === 'audio' ? m.audio_event.event_id : `interruption ${interruptionId}`))
    expect(order).toEqual([1, 2, 3, 'interruption 4', 3, 4, 5])
    const stale = audio.filter((event) => event.audio_event.event_id < interruptionId)
    const fresh = audio.filter((event) => event.audio_event.event_id >= interruptionId)
    expect(dominantFrequency(audioOf(stale), 16000)).toBeCloseTo(440, -1)
    expect(dominantFrequency(audioOf(fresh), 16000)).toBeCloseTo(880, -1)
    const responses = client.messages.filter((m) => m.type === 'agent_response')
    expect(responses.map((m) => m.agent_response_event.agent_response)).toEqual([
      'Let me tell you a long story…',
      'Sorry, go ahead.',
    ])
  })
})

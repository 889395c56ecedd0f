import { afterEach, describe, expect, it } from 'vitest'
import { parseAudioFormat } from '../dsp/format.ts'
import { decodeAudio, encodeAudio, toneSamples } from './audio.ts'
import { connectClient, type Received, type TestClient } from './client.test.helper.ts'
import { createMockAgent, type MockAgent, type MockAgentOptions } from './mock-agent.ts'
import {
  clientToolCall,
  close,
  echo,
  greeting,
  initiation,
  interruption,
  MALFORMED_FRAMES,
  malformedFrames,
  ping,
} from './scenarios.ts'

let agent: MockAgent | undefined

afterEach(async () => {
  await agent?.close()
  agent = undefined
})

function running(): MockAgent {
  if (!agent) throw new Error('No mock agent is running')
  return agent
}

async function start(options: MockAgentOptions): Promise<TestClient> {
  agent = await createMockAgent({ secret: null, ...options })
  const client = await connectClient(agent.signUrl('demo-agent'))
  client.send({ type: 'conversation_initiation_client_data' })
  return client
}

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
    expect(response.agent_response_event).toEqual({ agent_response: 'G’day!' })
    const audio = await client.waitForCount('audio', 2)
    expect(audio.map((event) => event.audio_event.event_id)).toEqual([1, 2])
    expect(audioOf(audio, 'pcm_24000').length).toBe(0.4 * 24000)
  })

  it('speaks the first_message the client overrides', async () => {
    agent = await createMockAgent({ secret: null, scenario: greeting('Default') })
    const client = await connectClient(agent.url)
    client.send({
      type: 'conversation_initiation_client_data',
      conversation_config_override: { agent: { first_message: 'Overridden' } },
    })
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
    expect(transcript.user_transcription_event).toEqual({ user_transcript: '(audio 0.9 s)' })
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

describe('echo, in text', () => {
  it('answers a typed user_message with an agent_response', async () => {
    const client = await start({ scenario: [initiation(), echo()] })
    client.send({ type: 'user_message', text: 'Are you open on Saturday?' })
    const response = await client.waitFor('agent_response')
    expect(response.agent_response_event.agent_response).toBe(
      'You wrote: Are you open on Saturday?',
    )
  })
})

describe('client tool call', () => {
  it('sends the call, waits for its result and then carries on', async () => {
    const client = await start({
      scenario: [
        initiation(),
        clientToolCall({
          toolName: 'bookMeeting',
          parameters: { day: 'Monday' },
          toolCallId: 't-1',
        }),
        close(1000, 'done'),
      ],
    })
    const call = await client.waitFor('client_tool_call')
    expect(call.client_tool_call).toEqual({
      tool_name: 'bookMeeting',
      tool_call_id: 't-1',
      parameters: { day: 'Monday' },
    })
    const connection = await running().nextConnection()
    client.send({ type: 'client_tool_result', tool_call_id: 'other', result: 'x', is_error: false })
    client.send({
      type: 'client_tool_result',
      tool_call_id: 't-1',
      result: 'Booked',
      is_error: false,
    })
    expect(await client.closed).toEqual({ code: 1000, reason: 'done' })
    expect(connection.received.filter((m) => m.type === 'client_tool_result')).toHaveLength(2)
    expect(
      await connection.waitFor('client_tool_result', {
        predicate: (m) => m.tool_call_id === 't-1',
      }),
    ).toMatchObject({ result: 'Booked', is_error: false })
  })

  it('records a missing result as an error', async () => {
    await start({ scenario: [clientToolCall({ toolName: 'slow', timeoutMs: 50 })] })
    const connection = await running().nextConnection()
    await expect
      .poll(() => connection.errors)
      .toEqual(['Timed out after 50 ms waiting for "client_tool_result"'])
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

describe('ping', () => {
  it('pings with event ids and ping_ms and waits for each pong', async () => {
    const client = await start({ scenario: [ping({ count: 2, pingMs: 42 }), close(1000)] })
    const first = await client.waitFor('ping')
    expect(first.ping_event).toEqual({ event_id: 1, ping_ms: 42 })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(client.messages.filter((m) => m.type === 'ping')).toHaveLength(1)
    client.send({ type: 'pong', event_id: 1 })
    const second = await client.waitFor('ping', (m) => m.ping_event.event_id === 2)
    expect(second.ping_event.ping_ms).toBe(42)
    client.send({ type: 'pong', event_id: 2 })
    expect((await client.closed).code).toBe(1000)
  })
})

describe('close', () => {
  it('closes with the chosen code and reason, even before initiation', async () => {
    const client = await start({ scenario: close(4001, 'Agent unavailable') })
    expect(await client.closed).toEqual({ code: 4001, reason: 'Agent unavailable' })
    expect(client.messages).toEqual([])
  })
})

describe('malformed frames', () => {
  it('sends every broken frame and a binary one, then a valid response', async () => {
    const client = await start({ scenario: [initiation(), malformedFrames()] })
    const still = await client.waitFor(
      'agent_response',
      (m) => m.agent_response_event?.agent_response === 'Still here.',
    )
    expect(still).toBeDefined()
    expect(client.raw.slice(1, -1)).toEqual([...MALFORMED_FRAMES, '<binary 4>'])
  })
})

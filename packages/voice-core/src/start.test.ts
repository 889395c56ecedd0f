import { afterEach, describe, expect, it, vi } from 'vitest'
import { Conversation } from './conversation'
import { eventually } from './eventually.test.helper'
import { deferred, stubAudio } from './fake-audio.test.helper'
import { callbacks, connect, fakeSockets, startPending } from './fake-socket.test.helper'
import { MAX_EARLY_FRAMES } from './handshake'

/** The format the engine gave the capture node once the agent named one. */
function captureFormat(audio: ReturnType<typeof stubAudio>) {
  const capture = audio.nodes.find((node) => node.name === 'voice-core-capture')
  const calls = capture?.port.postMessage.mock.calls ?? []
  return calls.map(([message]) => message as { format?: unknown }).find((m) => m.format)?.format
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the speaker on iOS Safari', () => {
  it('is created and resumed before startSession first awaits, inside the tap', () => {
    const audio = stubAudio()
    const started = Conversation.startSession({ agentId: 'a', useWakeLock: false })
    // No await yet: this is still the tap's task.
    expect(audio.contexts).toHaveLength(1)
    expect(audio.contexts[0]?.resume).toHaveBeenCalledTimes(1)
    started.catch(() => undefined)
  })

  it('is not made for a text-only session', async () => {
    const audio = stubAudio()
    const { conversation } = await connect({ textOnly: true })
    expect(audio.contexts).toHaveLength(0)
    await conversation.endSession()
  })
})

describe('a voice session in a browser without setSinkId', () => {
  it('skips outputDeviceId with an onDebug note instead of failing the start', async () => {
    const audio = stubAudio()
    const { conversation, on } = await connect({ textOnly: false, outputDeviceId: 'speaker-2' })
    expect(conversation.isOpen()).toBe(true)
    expect(on.onDebug).toHaveBeenCalledWith(
      'outputDeviceId skipped: this browser cannot choose a speaker.',
    )
    expect(audio.contexts).toHaveLength(2)
    await conversation.endSession()
  })

  it('routes to the chosen speaker where setSinkId exists', async () => {
    const audio = stubAudio()
    const setSinkId = vi.fn(async (_id: string) => undefined)
    const started = connect({ textOnly: false, outputDeviceId: 'speaker-2' })
    const [speaker] = audio.contexts
    if (speaker) speaker.setSinkId = setSinkId
    const { conversation, on } = await started
    expect(setSinkId).toHaveBeenCalledWith('speaker-2')
    expect(on.onDebug).not.toHaveBeenCalled()
    await conversation.endSession()
  })
})

describe('the @elevenlabs/client option names', () => {
  it('accept inputChunkDurationMs and workletPaths.rawAudioProcessor / audioConcatProcessor', async () => {
    const audio = stubAudio()
    const { conversation } = await connect({
      textOnly: false,
      inputChunkDurationMs: 100,
      workletPaths: { rawAudioProcessor: '/w/capture.js', audioConcatProcessor: '/w/playback.js' },
    })
    expect([...audio.modules].sort()).toEqual(['/w/capture.js', '/w/playback.js'])
    // 100 ms at the agent's 16 kHz.
    expect(captureFormat(audio)).toMatchObject({ chunkSamples: 1600 })
    await conversation.endSession()
  })

  it('let our own names win when both are given', async () => {
    const audio = stubAudio()
    const { conversation } = await connect({
      textOnly: false,
      inputChunkMs: 50,
      inputChunkDurationMs: 100,
      workletPaths: { capture: '/ours.js', rawAudioProcessor: '/theirs.js' },
    })
    expect(audio.modules).toContain('/ours.js')
    expect(audio.modules).not.toContain('/theirs.js')
    expect(captureFormat(audio)).toMatchObject({ chunkSamples: 800 })
    await conversation.endSession()
  })
})

describe('the audio set up while the socket connects', () => {
  const workletPaths = { capture: '/capture.js', playback: '/playback.js' }

  it('loads both worklets before the agent answers, not after its metadata', async () => {
    const audio = stubAudio({ addModule: () => new Promise(() => undefined) })
    const { started, socket } = await startPending({
      textOnly: false,
      useWakeLock: false,
      workletPaths,
    })
    started.catch(() => undefined)
    // The socket is not even open, and both modules are on their way.
    expect([...audio.modules].sort()).toEqual(['/capture.js', '/playback.js'])
    // The capture context is made for the service's usual 16 kHz, the microphone connected.
    expect(audio.contexts.map((context) => context.sampleRate)).toEqual([48_000, 16_000])
    expect(audio.contexts[1]?.resume).toHaveBeenCalled()
    socket.serverClose(1011, 'Gone')
    await expect(started).rejects.toThrow('Gone')
    expect(audio.contexts.map((context) => context.state)).toEqual(['closed', 'closed'])
    expect(audio.tracks().map((track) => track.readyState)).toEqual(['ended'])
  })

  it('keeps the 16 kHz capture context for an agent at 8 kHz mu-law: the worklet resamples', async () => {
    const audio = stubAudio()
    const { started, socket } = await startPending({
      textOnly: false,
      useWakeLock: false,
      workletPaths,
    })
    socket.open()
    socket.metadata('ulaw_8000', 'ulaw_8000')
    const conversation = await started
    expect(audio.contexts).toHaveLength(2)
    const capture = audio.nodes.find((node) => node.name === 'voice-core-capture')
    expect(capture?.context).toBe(audio.contexts[1])
    // Made before the metadata, holding the microphone; its format (24 ms chunks) came after.
    expect(capture?.options.processorOptions).toEqual({ holdMs: 3000 })
    expect(captureFormat(audio)).toEqual({ targetRate: 8000, chunkSamples: 192, encoding: 'ulaw' })
    await conversation.endSession()
  })
})

describe('words before the connection', () => {
  it('holds the microphone from the grant and sends it once the agent is ready', async () => {
    const audio = stubAudio()
    const on = callbacks()
    const { started, socket } = await startPending({
      textOnly: false,
      useWakeLock: false,
      ...on,
    })
    // The capture node is made while the socket is still connecting, holding what it hears.
    await vi.waitFor(
      () => expect(audio.nodes.map((node) => node.name)).toContain('voice-core-capture'),
      {
        timeout: 15_000,
      },
    )
    const capture = audio.nodes.find((node) => node.name === 'voice-core-capture')
    expect(capture?.options.processorOptions).toEqual({ holdMs: 3000 })
    expect(captureFormat(audio)).toBeUndefined()
    socket.open()
    socket.metadata()
    const conversation = await started
    expect(captureFormat(audio)).toEqual({ targetRate: 16_000, chunkSamples: 384, encoding: 'pcm' })
    // What the worklet then posts: the held chunks, then how much it held and dropped.
    const deliver = (capture?.port.onmessage ?? undefined) as unknown as (event: {
      data: unknown
    }) => void
    deliver({ data: Uint8Array.of(1, 0, 2, 0).buffer })
    deliver({ data: { type: 'pre_connect_audio', sentMs: 3000, droppedMs: 1250 } })
    expect(socket.sent.at(-1)).toBe('{"user_audio_chunk":"AQACAA=="}')
    expect(on.onDebug).toHaveBeenCalledWith({
      type: 'pre_connect_audio',
      sentMs: 3000,
      droppedMs: 1250,
    })
    await conversation.endSession()
  })
})

describe('the wait for the metadata', () => {
  it('rejects a malformed conversation_initiation_metadata at once, naming the field', async () => {
    const { started, socket } = await startPending()
    socket.open()
    socket.server('conversation_initiation_metadata', 'conversation_initiation_metadata_event', {
      conversation_id: 'c1',
      agent_output_audio_format: 'pcm_16000',
    })
    await expect(started).rejects.toThrow(
      new Error(
        'Received a "conversation_initiation_metadata" message with a missing or invalid user_input_audio_format.',
      ),
    )
    expect(socket.closedWith?.code).toBe(1000)
    expect(socket.listenerCount).toBe(0)
  })

  it.each([
    ['pcm_96000', 'Invalid sample rate'],
    ['pcm_4000', 'Invalid sample rate'],
    ['ulaw_8000', null],
  ])('refuses announced rates outside 8–48 kHz: %s', async (format, error) => {
    const { started, socket } = await startPending()
    socket.open()
    socket.metadata(format, format)
    if (error) await expect(started).rejects.toThrow(new Error(error))
    else await (await started).endSession()
  })

  it('gives up after 15 s by default, closing the socket', async () => {
    vi.useFakeTimers()
    const fake = fakeSockets()
    const on = callbacks()
    const started = Conversation.startSession({
      agentId: 'a',
      textOnly: true,
      useWakeLock: false,
      WebSocket: fake.Socket,
      ...on,
    })
    const outcome = started.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(0)
    const [socket] = fake.sockets
    socket?.open()
    await vi.advanceTimersByTimeAsync(14_999)
    expect(socket?.closedWith).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toEqual(
      new Error('The agent did not start the conversation within 15000 ms.'),
    )
    expect(socket?.closedWith?.code).toBe(1000)
    expect(on.onStatusChange.mock.calls.at(-1)).toEqual([{ status: 'disconnected' }])
  })

  it('takes its timeout from metadataTimeoutMs, which must be at least 1', async () => {
    vi.useFakeTimers()
    const { started } = await startPending({ metadataTimeoutMs: 500 })
    const outcome = started.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(500)
    expect(String(await outcome)).toContain('within 500 ms')
    await expect(
      Conversation.startSession({ agentId: 'a', textOnly: true, metadataTimeoutMs: 0 }),
    ).rejects.toThrow(
      new RangeError('metadataTimeoutMs must be a number of milliseconds of at least 1.'),
    )
  })

  it(`buffers at most ${MAX_EARLY_FRAMES} frames before it, then gives up`, async () => {
    const { started, socket } = await startPending()
    socket.open()
    for (let index = 0; index < MAX_EARLY_FRAMES; index++) {
      socket.server('vad_score', 'vad_score_event', { vad_score: 0 })
    }
    expect(socket.closedWith).toBeUndefined()
    socket.server('vad_score', 'vad_score_event', { vad_score: 0 })
    await expect(started).rejects.toThrow(
      `The agent sent more than ${MAX_EARLY_FRAMES} messages before starting the conversation.`,
    )
    expect(socket.closedWith?.code).toBe(1000)
  })
})

describe('a microphone that ends mid-call', () => {
  it('ends the session as an error with a clear message instead of sending silence', async () => {
    const audio = stubAudio()
    const { conversation, on } = await connect({ textOnly: false })
    const [track] = audio.tracks()
    track?.end()
    await eventually(() => expect(on.onDisconnect).toHaveBeenCalledTimes(1))
    expect(on.onDisconnect).toHaveBeenCalledWith({
      reason: 'error',
      message: 'The microphone stopped: its permission was revoked or the device was disconnected.',
      context: { type: 'microphone_ended' },
    })
    expect(conversation.isOpen()).toBe(false)
    expect(audio.contexts.map((context) => context.state)).toEqual(['closed', 'closed'])
  })

  it('fails the start when it ends before the session is up', async () => {
    const worklets = deferred()
    const audio = stubAudio({ addModule: () => worklets.promise })
    const { started, socket } = await startPending({ textOnly: false, useWakeLock: false })
    socket.open()
    socket.metadata()
    await eventually(() => expect(audio.contexts).toHaveLength(2))
    audio.tracks()[0]?.end()
    worklets.resolve()
    await expect(started).rejects.toThrow('The microphone stopped')
    expect(socket.closedWith?.code).toBe(1000)
  })

  it('is not mistaken for an end when the engine stops it (device switch, end of call)', async () => {
    const audio = stubAudio()
    const { conversation, on } = await connect({ textOnly: false })
    await conversation.changeInputDevice({ inputDeviceId: 'mic-2' })
    const [first, second] = audio.tracks()
    expect(first?.stop).toHaveBeenCalled()
    first?.end()
    expect(on.onDisconnect).not.toHaveBeenCalled()
    second?.end()
    await eventually(() => expect(on.onDisconnect).toHaveBeenCalledTimes(1))
  })
})

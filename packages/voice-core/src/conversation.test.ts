import { afterEach, describe, expect, it, vi } from 'vitest'
import { Conversation } from './conversation'
import { SessionStartError } from './errors'
import { stubAudio } from './fake-audio.test.helper'
import { callbacks, connect, fakeSockets, startPending } from './fake-socket.test.helper'

const statuses = (on: ReturnType<typeof callbacks>) =>
  on.onStatusChange.mock.calls.map(([{ status }]) => status)

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('opening a session', () => {
  it('opens {origin}/v1/convai/conversation?agent_id= with convai and bearer sub-protocols', async () => {
    const fake = fakeSockets()
    const started = Conversation.startSession({
      agentId: 'agent 1',
      origin: 'ws://127.0.0.1:9/',
      authorization: 'tok',
      textOnly: true,
      WebSocket: fake.Socket,
    })
    const socket = await fake.next()
    expect(socket.url).toBe('ws://127.0.0.1:9/v1/convai/conversation?agent_id=agent%201')
    expect(socket.protocols).toEqual(['convai', 'bearer.tok'])
    socket.open()
    socket.metadata()
    await (await started).endSession()
  })

  it('defaults to the hosted origin and prefers a signed URL', async () => {
    const fake = fakeSockets()
    void Conversation.startSession({ agentId: 'a', textOnly: true, WebSocket: fake.Socket })
    expect((await fake.next()).url).toBe(
      'wss://api.elevenlabs.io/v1/convai/conversation?agent_id=a',
    )
    void Conversation.startSession({
      agentId: 'a',
      signedUrl: 'wss://x.example/s?token=1',
      textOnly: true,
      WebSocket: fake.Socket,
    })
    const signed = await fake.next()
    expect(signed.url).toBe('wss://x.example/s?token=1')
    expect(signed.protocols).toEqual(['convai'])
  })

  it('sends the initiation first, with no override object when none is given', async () => {
    stubAudio()
    const { socket, conversation } = await connect({ textOnly: undefined })
    expect(socket.messages[0]).toEqual({ type: 'conversation_initiation_client_data' })
    await conversation.endSession()
  })

  it.each([
    [{ textOnly: true }, true],
    [{ textOnly: false, overrides: { conversation: { textOnly: true } } }, false],
    [{ textOnly: undefined, overrides: { conversation: { textOnly: true } } }, true],
  ])('sends textOnly as the conversation.text_only override (%o)', async (options, textOnly) => {
    const audio = stubAudio()
    const { socket, conversation } = await connect(options)
    expect(socket.messages[0]).toEqual({
      type: 'conversation_initiation_client_data',
      conversation_config_override: { conversation: { text_only: textOnly } },
    })
    expect(audio.getUserMedia).toHaveBeenCalledTimes(textOnly ? 0 : 1)
    await conversation.endSession()
  })

  it('sends every override @elevenlabs/client sends, under its wire name', async () => {
    const { socket, conversation } = await connect({
      textOnly: undefined,
      overrides: {
        agent: {
          prompt: { prompt: 'Be brief', llm: 'gemini-2.0-flash' },
          firstMessage: "G'day",
          language: 'en',
        },
        tts: { voiceId: 'v1', speed: 1.1, stability: 0.4, similarityBoost: 0.8 },
        asr: { keywords: ['Kookaburra', 'GST'] },
        conversation: { textOnly: true },
      },
      customLlmExtraBody: { temperature: 0.2 },
      dynamicVariables: { name: 'Sam', visits: 3, vip: true },
      userId: 'visitor-7',
    })
    expect(socket.messages[0]).toEqual({
      type: 'conversation_initiation_client_data',
      conversation_config_override: {
        agent: {
          prompt: { prompt: 'Be brief', llm: 'gemini-2.0-flash' },
          first_message: "G'day",
          language: 'en',
        },
        tts: { voice_id: 'v1', speed: 1.1, stability: 0.4, similarity_boost: 0.8 },
        asr: { keywords: ['Kookaburra', 'GST'] },
        conversation: { text_only: true },
      },
      custom_llm_extra_body: { temperature: 0.2 },
      dynamic_variables: { name: 'Sam', visits: 3, vip: true },
      user_id: 'visitor-7',
    })
    await conversation.endSession()
  })

  it('leaves out overrides that are not given, and objects left empty', async () => {
    const { socket, conversation } = await connect({
      overrides: { agent: { firstMessage: 'Hi', prompt: {} }, tts: {} },
    })
    expect(socket.messages[0]?.conversation_config_override).toEqual({
      agent: { first_message: 'Hi' },
      conversation: { text_only: true },
    })
    await conversation.endSession()
  })

  it('resolves on the metadata, reports connect and walks the status machine', async () => {
    const { conversation, on } = await connect()
    expect(on.onConnect).toHaveBeenCalledWith({ conversationId: 'conv_1' })
    expect(conversation.getId()).toBe('conv_1')
    expect(conversation.isOpen()).toBe(true)
    expect(statuses(on)).toEqual(['connecting', 'connected'])
    expect(conversation.getStats().connectMs).toBeGreaterThanOrEqual(0)
    await conversation.endSession()
    expect(statuses(on)).toEqual(['connecting', 'connected', 'disconnecting', 'disconnected'])
  })

  it('rejects with SessionStartError when the socket closes before the metadata', async () => {
    const on = callbacks()
    const { started, socket } = await startPending(on)
    socket.open()
    socket.serverClose(4001, 'Invalid signature')
    const error = await started.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SessionStartError)
    expect(error).toMatchObject({ code: 4001, closeReason: 'Invalid signature' })
    expect(on.onConnect).not.toHaveBeenCalled()
    expect(statuses(on)).toEqual(['connecting', 'disconnected'])
    expect(socket.listenerCount).toBe(0)
  })

  it('rejects when the socket fails before the metadata', async () => {
    const { started, socket } = await startPending()
    socket.fail()
    await expect(started).rejects.toThrow('The connection was closed due to a socket error.')
  })

  it.each([
    ['mp3_44100', 'Invalid format'],
    ['pcm_fast', 'Invalid sample rate'],
  ])('fails the session on the audio format %s with exactly %s', async (format, message) => {
    const { started, socket } = await startPending()
    socket.open()
    socket.metadata(format)
    await expect(started).rejects.toThrow(new Error(message))
    expect(socket.closedWith?.code).toBe(1000)
  })

  it('requires a signed URL or an agent id', async () => {
    await expect(Conversation.startSession({ textOnly: true })).rejects.toThrow(
      new TypeError('Either signedUrl or agentId is required.'),
    )
  })

  it.each([
    [{ inputChunkMs: 0 }, 'inputChunkMs must be a number of milliseconds of at least 1.'],
    [{ inputChunkMs: Number.NaN }, 'inputChunkMs must be a number of milliseconds of at least 1.'],
    [{ jitterBufferMs: -5 }, 'jitterBufferMs must be a number of milliseconds of at least 0.'],
  ])('refuses %o before opening anything', async (bad, message) => {
    const fake = fakeSockets()
    const on = callbacks()
    const started = Conversation.startSession({
      agentId: 'a',
      WebSocket: fake.Socket,
      ...on,
      ...bad,
    })
    await expect(started).rejects.toThrow(new RangeError(message))
    expect(fake.sockets).toHaveLength(0)
    expect(statuses(on)).toEqual(['connecting', 'disconnected'])
  })

  it('delivers frames that arrive with the metadata, before the session is attached', async () => {
    const onAudio = vi.fn()
    const { started, socket } = await startPending({ onAudio })
    socket.open()
    socket.server('audio', 'audio_event', { audio_base_64: 'AAAA', event_id: 1 })
    socket.metadata()
    socket.server('audio', 'audio_event', { audio_base_64: 'AQID', event_id: 2 })
    const conversation = await started
    expect(onAudio.mock.calls).toEqual([['AAAA'], ['AQID']])
    await conversation.endSession()
  })

  it('waits for the platform connection delay before opening the socket', async () => {
    const fake = fakeSockets()
    // Fake timers: a loaded machine must not be able to let the delay pass before the check.
    vi.useFakeTimers()
    try {
      void Conversation.startSession({
        agentId: 'a',
        textOnly: true,
        WebSocket: fake.Socket,
        connectionDelay: { default: 40 },
      })
      await vi.advanceTimersByTimeAsync(39)
      expect(fake.sockets).toHaveLength(0)
      await vi.advanceTimersByTimeAsync(1)
      expect(fake.sockets).toHaveLength(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('never touches the microphone in textOnly mode', async () => {
    const getUserMedia = vi.fn()
    vi.stubGlobal('navigator', { userAgent: 'test', mediaDevices: { getUserMedia } })
    const { conversation } = await connect()
    conversation.setMicMuted(true)
    expect(conversation.getInputVolume()).toBe(0)
    expect(conversation.getInputByteFrequencyData()).toHaveLength(0)
    await conversation.endSession()
    expect(getUserMedia).not.toHaveBeenCalled()
  })

  it('holds a wake lock by default and releases it at the end; a refusal is ignored', async () => {
    const release = vi.fn(() => Promise.resolve())
    const request = vi.fn(() => Promise.resolve({ release }))
    vi.stubGlobal('navigator', { userAgent: 'test', wakeLock: { request } })
    const { conversation } = await connect({ useWakeLock: undefined })
    expect(request).toHaveBeenCalledWith('screen')
    expect(release).not.toHaveBeenCalled()
    await conversation.endSession()
    expect(release).toHaveBeenCalledTimes(1)

    vi.stubGlobal('navigator', {
      userAgent: 'test',
      wakeLock: { request: () => Promise.reject(new Error('NotAllowedError')) },
    })
    const second = await connect({ useWakeLock: true })
    expect(second.conversation.isOpen()).toBe(true)
    await second.conversation.endSession()
  })
})

describe('device changes', () => {
  it('accepts the @elevenlabs/client fields and refuses a format the agent did not set', async () => {
    const { conversation } = await connect()
    await expect(
      conversation.changeInputDevice({
        sampleRate: 16_000,
        format: 'pcm',
        preferHeadphonesForIosDevices: true,
        inputDeviceId: 'mic-2',
      }),
    ).resolves.toBeUndefined()
    await expect(conversation.changeOutputDevice({ format: 'pcm' })).resolves.toBeUndefined()
    await expect(conversation.changeInputDevice({ sampleRate: 48_000 })).rejects.toThrow(
      "The agent set this conversation's audio to pcm_16000; a device change cannot alter it.",
    )
    await expect(
      conversation.changeOutputDevice({ format: 'ulaw', outputDeviceId: 'speaker-2' }),
    ).rejects.toThrow('pcm_16000')
    await conversation.endSession()
  })
})

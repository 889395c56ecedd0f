import { afterEach, describe, expect, it, vi } from 'vitest'
import { Conversation, TextConversation, VoiceConversation } from './conversation'
import { stubAudio } from './fake-audio.test.helper'
import { connect, fakeSockets, startPending } from './fake-socket.test.helper'
import { SessionConnectionError, SessionStartError } from './index'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the @elevenlabs/client options', () => {
  it('refuses connectionType webrtc before anything opens, saying why', async () => {
    const fake = fakeSockets()
    await expect(
      Conversation.startSession({
        agentId: 'a',
        textOnly: true,
        connectionType: 'webrtc',
        WebSocket: fake.Socket,
      }),
    ).rejects.toThrow(
      new TypeError('connectionType webrtc is not supported: WebRTC would need livekit-client.'),
    )
    expect(fake.sockets).toHaveLength(0)
  })

  it('accepts connectionType websocket and ignores libsampleratePath', async () => {
    const { conversation, socket } = await connect({
      connectionType: 'websocket',
      libsampleratePath: '/libsamplerate.worklet.js',
    })
    expect(socket.url).toBe('wss://api.elevenlabs.io/v1/convai/conversation?agent_id=agent_1')
    expect(conversation.isOpen()).toBe(true)
  })

  it.each([
    ['us', 'wss://api.elevenlabs.io'],
    ['global', 'wss://api.elevenlabs.io'],
    ['eu-residency', 'wss://api.eu.residency.elevenlabs.io'],
    ['in-residency', 'wss://api.in.residency.elevenlabs.io'],
  ] as const)('connects an agentId in serverLocation %s to %s', async (serverLocation, origin) => {
    const { socket } = await startPending({ serverLocation })
    expect(socket.url).toBe(`${origin}/v1/convai/conversation?agent_id=a`)
  })

  it('lets origin win over serverLocation, and refuses an unknown location', async () => {
    const { socket } = await startPending({
      serverLocation: 'eu-residency',
      origin: 'ws://127.0.0.1:9',
    })
    expect(socket.url).toBe('ws://127.0.0.1:9/v1/convai/conversation?agent_id=a')
    await expect(
      Conversation.startSession({ agentId: 'a', textOnly: true, serverLocation: 'mars' as 'us' }),
    ).rejects.toThrow(new RangeError('Unknown serverLocation: mars.'))
  })

  it('hands the conversation to onConversationCreated just before onConnect', async () => {
    const onConversationCreated = vi.fn()
    const { conversation, on } = await connect({ onConversationCreated })
    expect(onConversationCreated).toHaveBeenCalledExactlyOnceWith(conversation)
    expect(onConversationCreated.mock.invocationCallOrder[0]).toBeLessThan(
      on.onConnect.mock.invocationCallOrder[0] ?? 0,
    )
  })
})

describe('the @elevenlabs/client conversation', () => {
  it('is a TextConversation of type text in a text-only session', async () => {
    const { conversation } = await connect()
    expect(conversation).toBeInstanceOf(TextConversation)
    expect(conversation).toBeInstanceOf(Conversation)
    expect(conversation.type).toBe('text')
  })

  it('is a VoiceConversation of type voice with a microphone', async () => {
    stubAudio()
    const { conversation } = await connect({ textOnly: undefined })
    expect(conversation).toBeInstanceOf(VoiceConversation)
    expect(conversation.type).toBe('voice')
    await conversation.endSession()
  })

  it('is SessionConnectionError, with closeCode and closeReason, when the start fails', async () => {
    expect(SessionConnectionError).toBe(SessionStartError)
    const { started, socket } = await startPending()
    socket.open()
    socket.serverClose(1008, 'Refused')
    const error = await started.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SessionConnectionError)
    expect(error).toMatchObject({ closeCode: 1008, closeReason: 'Refused', code: 1008 })
  })

  it('sends contextId and richContentId under their wire names, and nothing when not given', async () => {
    const { conversation, socket } = await connect()
    conversation.sendContextualUpdate('Viewing pricing', { contextId: 'page' })
    conversation.sendContextualUpdate('Scrolled')
    conversation.sendUserMessage('This one', { richContentId: 'rc1' })
    conversation.sendUserMessage('Hello')
    expect(socket.messages.slice(-4)).toEqual([
      { type: 'contextual_update', text: 'Viewing pricing', context_id: 'page' },
      { type: 'contextual_update', text: 'Scrolled' },
      { type: 'user_message', text: 'This one', rich_content_id: 'rc1' },
      { type: 'user_message', text: 'Hello' },
    ])
  })
})

describe('sendFeedback', () => {
  const audio = (event_id: number) =>
    ['audio', 'audio_event', { audio_base_64: 'AAAA', event_id }] as const

  it('sends null as no rating, never as a dislike, and keeps one rating per response', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { conversation, socket } = await connect()
    socket.server(...audio(3))
    conversation.sendFeedback(null)
    conversation.sendFeedback(false)
    expect(socket.messages.filter((message) => message.type === 'feedback')).toEqual([
      { type: 'feedback', score: null, event_id: 3 },
    ])
    expect(warn).toHaveBeenCalledWith('Feedback has already been sent for this agent response.')
    socket.server(...audio(4))
    conversation.sendFeedback(true)
    socket.server(...audio(5))
    conversation.sendFeedback(false)
    expect(socket.messages.filter((message) => message.type === 'feedback').slice(1)).toEqual([
      { type: 'feedback', score: 'like', event_id: 4 },
      { type: 'feedback', score: 'dislike', event_id: 5 },
    ])
  })
})

describe('levels', () => {
  it('reads 0 from the microphone and an all-zero spectrum while muted', async () => {
    stubAudio()
    const { conversation } = await connect({ textOnly: undefined })
    expect(conversation.getInputVolume()).toBeGreaterThan(0)
    expect(conversation.getInputByteFrequencyData().some((value) => value > 0)).toBe(true)
    conversation.setMicMuted(true)
    expect(conversation.getInputVolume()).toBe(0)
    const muted = conversation.getInputByteFrequencyData()
    expect(muted).toHaveLength(1024)
    expect(muted.every((value) => value === 0)).toBe(true)
    conversation.setMicMuted(false)
    expect(conversation.getInputVolume()).toBeGreaterThan(0)
    await conversation.endSession()
  })
})

import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { commands } from 'vitest/browser'
import { type AgentName, FAKE_MIC } from './browser.test.agents'
import { Conversation } from './conversation'
import { eventually } from './eventually.test.helper'
import type { SessionOptions } from './options'
import type { Mode } from './status'

const agents = inject('agents')
let conversation: Conversation | undefined

afterEach(async () => {
  await conversation?.endSession()
  conversation = undefined
  vi.restoreAllMocks()
})

async function start(agent: AgentName, options: Partial<SessionOptions> = {}) {
  const modes: Mode[] = []
  const onAudio = vi.fn()
  const onInterruption = vi.fn()
  conversation = await Conversation.startSession({
    agentId: 'browser-test',
    origin: agents[agent],
    useWakeLock: false,
    inputChunkMs: 100,
    onModeChange: ({ mode }) => modes.push(mode),
    onAudio,
    onInterruption,
    ...options,
  })
  return { conversation, modes, onAudio, onInterruption }
}

/** Strength of one frequency in a block of samples (Goertzel), normalised by length. */
function power(samples: ArrayLike<number>, frequency: number, sampleRate: number): number {
  const coefficient = 2 * Math.cos((2 * Math.PI * frequency) / sampleRate)
  let previous = 0
  let beforePrevious = 0
  for (let index = 0; index < samples.length; index++) {
    const current = (samples[index] as number) + coefficient * previous - beforePrevious
    beforePrevious = previous
    previous = current
  }
  const value = previous ** 2 + beforePrevious ** 2 - coefficient * previous * beforePrevious
  return value / samples.length ** 2
}

/** The strongest frequency between 100 Hz and 2 kHz, in 10 Hz steps. */
function dominantFrequency(samples: ArrayLike<number>, sampleRate: number): number {
  let best = 0
  let bestPower = -1
  for (let frequency = 100; frequency <= 2000; frequency += 10) {
    const value = power(samples, frequency, sampleRate)
    if (value > bestPower) {
      bestPower = value
      best = frequency
    }
  }
  return best
}

function rms(samples: ArrayLike<number>): number {
  let sum = 0
  for (let index = 0; index < samples.length; index++) sum += (samples[index] as number) ** 2
  return Math.sqrt(sum / Math.max(1, samples.length))
}

describe('capture', () => {
  it.each([
    ['capture', 16_000],
    ['ulaw', 8000],
  ] as const)('the %s agent hears the fake microphone at %i Hz', async (agent, sampleRate) => {
    await start(agent)
    await eventually(async () => {
      const report = await commands.agentReport(agent)
      expect(report.audio.length).toBeGreaterThan(sampleRate * 1.5)
    })
    const report = await commands.agentReport(agent)
    expect(report.sampleRate).toBe(sampleRate)
    // Chunks of inputChunkMs: every chunk is whole.
    expect(report.audio.length % (sampleRate / 10)).toBe(0)
    const loud = report.audio.slice(-sampleRate)
    expect(rms(loud)).toBeGreaterThan(500)
    expect(Math.abs(dominantFrequency(loud, sampleRate) - FAKE_MIC.frequency)).toBeLessThanOrEqual(
      10,
    )
  })

  it('sends silence while muted', async () => {
    const { conversation } = await start('capture')
    conversation.setMicMuted(true)
    // Chunks captured before the mute may still be on their way, and the microphone's own gaps
    // are silent too (FAKE_MIC.gapMs). Silence longer than any gap can only come from the mute,
    // so once that much has arrived, everything after it was captured muted, however slowly the
    // machine runs.
    const quiet = (16_000 * 2 * FAKE_MIC.gapMs) / 1000
    await eventually(async () => {
      const { audio } = await commands.agentReport('capture')
      expect(audio.length).toBeGreaterThanOrEqual(quiet)
      expect(rms(audio.slice(-quiet))).toBe(0)
    })
    const before = (await commands.agentReport('capture')).audio.length
    await eventually(async () => {
      expect((await commands.agentReport('capture')).audio.length).toBeGreaterThan(before + 8000)
    })
    const muted = (await commands.agentReport('capture')).audio.slice(before)
    expect(rms(muted)).toBe(0)
    expect(conversation.getInputVolume()).toBeGreaterThanOrEqual(0)
  })
})

describe('audio the system suspended', () => {
  it('comes back by itself while the page is visible, and says so', async () => {
    const createGain = vi.spyOn(AudioContext.prototype, 'createGain')
    const onDebug = vi.fn()
    const { conversation } = await start('greeting', { onDebug })
    const speaker = createGain.mock.contexts[0] as AudioContext
    await eventually(() => expect(speaker.state).toBe('running'))
    // What Chromium does to a background tab's audio; the engine never suspends it itself.
    await speaker.suspend()
    await eventually(() => expect(speaker.state).toBe('running'))
    await eventually(() =>
      expect(onDebug).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'audio_resumed', context: 'output' }),
      ),
    )
    expect(onDebug).toHaveBeenCalledWith({
      type: 'audio_suspended',
      context: 'output',
      state: 'suspended',
    })
    expect(conversation.getStats().audioSuspensions).toBe(1)
  })
})

describe('words before the connection', () => {
  it('sends what the microphone heard while the agent was starting, then the live audio', async () => {
    const onDebug = vi.fn()
    await start('late', { onDebug })
    const held = () =>
      onDebug.mock.calls
        .map(([message]) => message as { type?: string; sentMs: number; droppedMs: number })
        .find((message) => message.type === 'pre_connect_audio')
    await eventually(() => expect(held()).toBeDefined())
    const { sentMs = 0, droppedMs = 0 } = held() ?? {}
    // Held from the grant, during the agent's long start: never more than the 3 s bound.
    expect(sentMs).toBeGreaterThan(0)
    expect(sentMs).toBeLessThanOrEqual(3000)
    expect(droppedMs).toBeGreaterThanOrEqual(0)
    await eventually(async () => {
      const report = await commands.agentReport('late')
      expect(report.audio.length).toBeGreaterThan((report.sampleRate * sentMs) / 1000)
    })
    const report = await commands.agentReport('late')
    // The held audio came first, whole chunks, and it is the microphone's tone.
    const early = report.audio.slice(0, Math.floor((report.sampleRate * sentMs) / 1000))
    expect(report.audio.length % (report.sampleRate / 10)).toBe(0)
    expect(rms(early)).toBeGreaterThan(500)
    expect(
      Math.abs(dominantFrequency(early, report.sampleRate) - FAKE_MIC.frequency),
    ).toBeLessThanOrEqual(10)
  })
})

describe('devices', () => {
  it('switches microphone mid-call and keeps sending its audio', async () => {
    const { conversation } = await start('capture')
    const devices = await navigator.mediaDevices.enumerateDevices()
    const microphone = devices.find((device) => device.kind === 'audioinput')
    expect(microphone).toBeDefined()
    const stop = vi.spyOn(MediaStreamTrack.prototype, 'stop')
    await conversation.changeInputDevice({ inputDeviceId: microphone?.deviceId })
    expect(stop).toHaveBeenCalledTimes(1)
    const before = (await commands.agentReport('capture')).audio.length
    await eventually(async () => {
      const report = await commands.agentReport('capture')
      expect(report.audio.length).toBeGreaterThan(before + 8000)
      expect(rms(report.audio.slice(before))).toBeGreaterThan(500)
    })
  })

  it('ends the session with a clear message when the microphone ends mid-call', async () => {
    const getUserMedia = vi.spyOn(navigator.mediaDevices, 'getUserMedia')
    const onDisconnect = vi.fn()
    const { conversation } = await start('capture', { onDisconnect })
    const stream = (await getUserMedia.mock.results[0]?.value) as MediaStream
    const [track] = stream.getAudioTracks()
    // What Chromium fires when the device is unplugged or the permission revoked.
    track?.dispatchEvent(new Event('ended'))
    await eventually(() => expect(onDisconnect).toHaveBeenCalledTimes(1))
    expect(onDisconnect).toHaveBeenCalledWith({
      reason: 'error',
      message: 'The microphone stopped: its permission was revoked or the device was disconnected.',
      context: { type: 'microphone_ended' },
    })
    expect(conversation.isOpen()).toBe(false)
    expect(track?.readyState).toBe('ended')
  })

  it('plays through an <audio> element on the chosen speaker where AudioContext.setSinkId is missing', async () => {
    // Firefox and Safari: only media elements choose a speaker.
    const prototype = AudioContext.prototype as { setSinkId?: unknown }
    const original = Object.getOwnPropertyDescriptor(prototype, 'setSinkId')
    delete prototype.setSinkId
    try {
      const setSinkId = vi.spyOn(HTMLMediaElement.prototype, 'setSinkId')
      const play = vi.spyOn(HTMLMediaElement.prototype, 'play')
      const { conversation, modes } = await start('greeting')
      await conversation.changeOutputDevice({ outputDeviceId: '' })
      expect(setSinkId).toHaveBeenCalledExactlyOnceWith('')
      const element = play.mock.contexts[0] as HTMLAudioElement
      expect(element.paused).toBe(false)
      expect((element.srcObject as MediaStream).getAudioTracks()).toHaveLength(1)
      await eventually(() => expect(modes).toEqual(['speaking', 'listening']))
      await conversation.endSession()
      expect(element.srcObject).toBeNull()
    } finally {
      if (original) Object.defineProperty(prototype, 'setSinkId', original)
    }
  })

  it('routes the output to the default speaker with setSinkId', async () => {
    const { conversation } = await start('greeting')
    await expect(conversation.changeOutputDevice({ outputDeviceId: '' })).resolves.toBeUndefined()
  })
})

describe('playback', () => {
  it.each(['greeting', 'ulaw'] as const)(
    'plays the %s agent audio: speaking while it plays, listening once drained',
    async (agent) => {
      const { conversation, modes, onAudio } = await start(agent)
      await eventually(() => expect(modes).toEqual(['speaking', 'listening']))
      expect(onAudio).toHaveBeenCalled()
      const stats = conversation.getStats()
      expect(stats.firstAudioToPlaybackMs).toBeGreaterThanOrEqual(0)
      expect(stats.queueDepthMs).toBe(0)
      expect(conversation.canSendFeedback).toBe(true)
    },
  )

  it('drives the output level meter while speaking', async () => {
    // The agent speaks for 30 s, longer than `eventually` waits, so the meter is read while the
    // voice plays however late the page gets to look; a short greeting could end unseen.
    const { conversation } = await start('monologue')
    await eventually(() => {
      expect(conversation.mode).toBe('speaking')
      expect(conversation.getOutputVolume()).toBeGreaterThan(0)
    })
  })
})

describe('interruption', () => {
  it('drops stale audio, queued or late, and plays the new reply', async () => {
    const { conversation, modes, onAudio, onInterruption } = await start('interruption', {
      jitterBufferMs: 20,
    })
    // After the interruption the old reply's 440 Hz fades out and the new reply's 880 Hz plays;
    // once the new reply is heard, no stale audio (queued or late) follows it. The speaker's
    // context runs at the device rate (it is made before the agent names its format); the
    // spectrum's 1024 bins span 100 to 8000 Hz of the analyser's (rate / 2048 Hz each), and a
    // tone spreads over a few of them, so a peak is placed to within 100 Hz.
    const probe = new AudioContext()
    const hz = probe.sampleRate / 2048
    await probe.close()
    const first = Math.floor(100 / hz)
    const step = (Math.min(Math.ceil(8000 / hz), 1024) - 1 - first) / 1023
    const near = (tone: number) => (peak: number) =>
      Math.abs((first + peak * step) * hz - tone) < 100
    // Once a frame, what the speaker plays after the interruption: its loudest frequency bin.
    const peaks: number[] = []
    let frame = requestAnimationFrame(function sample() {
      if (onInterruption.mock.calls.length > 0 && conversation.mode === 'speaking') {
        const spectrum = conversation.getOutputByteFrequencyData()
        peaks.push(spectrum.indexOf(Math.max(...spectrum)))
      }
      frame = requestAnimationFrame(sample)
    })
    // Done when all the audio that counts has arrived (the old reply's 3 events and the new
    // reply's 120) and the speaker has been looked at for a while after the new reply began. The
    // new reply lasts 30 s, longer than `eventually` waits, so it is still playing whenever a
    // loaded machine lets the page look; a short one could end before the first look.
    const sinceNewReply = () => peaks.length - peaks.findIndex(near(880))
    await eventually(() => {
      expect(onInterruption).toHaveBeenCalled()
      expect(onAudio.mock.calls.length).toBe(123)
      expect(peaks.some(near(880))).toBe(true)
      expect(sinceNewReply()).toBeGreaterThanOrEqual(10)
    })
    cancelAnimationFrame(frame)
    const interruptedAt = (onInterruption.mock.calls[0]?.[0] as { event_id: number } | undefined)
      ?.event_id
    // The late stale event (lower id) never reached the session; the new reply did.
    const report = await commands.agentReport('interruption')
    expect(report.messages).toContain('conversation_initiation_client_data')
    expect(onAudio.mock.calls.length).toBe(123)
    expect(modes[0]).toBe('speaking')
    expect(interruptedAt).toBe(4)
    expect(conversation.getStats().interruptionToSilenceMs).toBeGreaterThanOrEqual(0)
    const newReply = peaks.findIndex(near(880))
    expect(newReply).toBeGreaterThanOrEqual(0)
    expect(peaks.slice(newReply).some(near(440))).toBe(false)
  })
})

describe('ending', () => {
  it('stops every microphone track and closes every audio context, once', async () => {
    const stop = vi.spyOn(MediaStreamTrack.prototype, 'stop')
    const close = vi.spyOn(AudioContext.prototype, 'close')
    const onDisconnect = vi.fn()
    const { conversation } = await start('capture', { onDisconnect })
    await Promise.all([conversation.endSession(), conversation.endSession()])
    expect(stop).toHaveBeenCalledTimes(1)
    expect(close).toHaveBeenCalledTimes(2)
    expect(onDisconnect).toHaveBeenCalledExactlyOnceWith({ reason: 'user' })
    expect(conversation.isOpen()).toBe(false)
    const next = await start('greeting')
    await eventually(() => expect(next.modes).toEqual(['speaking', 'listening']))
  })

  it("lets the agent's goodbye play out when it ends the call, the microphone off at once", async () => {
    const stop = vi.spyOn(MediaStreamTrack.prototype, 'stop')
    const statuses: string[] = []
    // Statuses and modes in the order they happened. Drained playback turns the mode to
    // listening, so a goodbye that plays to its end puts `listening` between `disconnecting` and
    // `disconnected`; one cut short would not. Order, unlike sampling the meter, does not depend
    // on when a loaded machine lets the page look.
    const events: string[] = []
    const onDisconnect = vi.fn()
    await start('goodbye', {
      onStatusChange: ({ status }) => {
        statuses.push(status)
        events.push(status)
      },
      onModeChange: ({ mode }) => events.push(mode),
      onDisconnect,
    })
    await eventually(() => expect(statuses).toContain('disconnecting'))
    expect(stop).toHaveBeenCalled()
    await eventually(() => expect(onDisconnect).toHaveBeenCalledTimes(1))
    const ending = events.slice(events.indexOf('disconnecting'))
    expect(ending.indexOf('listening')).toBeGreaterThan(0)
    expect(ending.at(-1)).toBe('disconnected')
    expect(onDisconnect).toHaveBeenCalledWith(
      expect.objectContaining({
        reason: 'agent',
        context: expect.objectContaining({ type: 'end_call' }),
      }),
    )
    expect(statuses.slice(-2)).toEqual(['disconnecting', 'disconnected'])
  })

  it('fails with the catalogue message when a worklet cannot be loaded', async () => {
    const stop = vi.spyOn(MediaStreamTrack.prototype, 'stop')
    const failed = start('capture', { workletPaths: { capture: '/missing/capture.js' } })
    await expect(failed).rejects.toThrow(
      'Failed to load the capture worklet module. Make sure the browser supports AudioWorklets.',
    )
    expect(stop).toHaveBeenCalled()
  })

  it('loads worklets from workletPaths, as a strict-CSP site serves them', async () => {
    const { modes } = await start('greeting', {
      workletPaths: {
        capture: new URL('./worklets/capture.ts', import.meta.url).href,
        playback: new URL('./worklets/playback.ts', import.meta.url).href,
      },
    })
    await eventually(() => expect(modes).toEqual(['speaking', 'listening']))
  })
})

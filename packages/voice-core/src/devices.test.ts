import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubAudio } from './fake-audio.test.helper'
import { connect } from './fake-socket.test.helper'

/** An `<audio>` element that records its speaker, its source and whether it plays. */
class FakeAudioElement {
  static made: FakeAudioElement[] = []
  srcObject: unknown = null
  sinkId = ''
  playing = false
  refusePlay = false
  // Methods on the prototype, where the engine looks for setSinkId.
  async setSinkId(id: string): Promise<void> {
    this.sinkId = id
  }

  async play(): Promise<void> {
    if (this.refusePlay) throw new DOMException('No gesture', 'NotAllowedError')
    this.playing = true
  }

  pause(): void {
    this.playing = false
  }

  constructor() {
    FakeAudioElement.made.push(this)
  }
}

/** A browser like Firefox: `<audio>` elements choose a speaker, audio contexts cannot. */
function stubElementSinks() {
  FakeAudioElement.made = []
  vi.stubGlobal('HTMLMediaElement', FakeAudioElement)
  vi.stubGlobal('Audio', FakeAudioElement)
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('choosing a speaker where only an <audio> element can', () => {
  it('plays the voice through an element routed to the chosen speaker', async () => {
    const audio = stubAudio()
    stubElementSinks()
    const { conversation, on } = await connect({ textOnly: false, outputDeviceId: 'speaker-2' })
    const [element] = FakeAudioElement.made
    expect(element?.sinkId).toBe('speaker-2')
    expect(element?.playing).toBe(true)
    expect(on.onDebug).not.toHaveBeenCalledWith(
      'outputDeviceId skipped: this browser cannot choose a speaker.',
    )
    // The voice goes to the element's stream, no longer straight to the context's speaker.
    const speaker = audio.contexts[0]
    const analyser = speaker?.analysers.at(-1)
    const destination = analyser?.connect.mock.calls.at(-1)?.[0] as { stream: unknown }
    expect(element?.srcObject).toBe(destination.stream)
    expect(analyser?.disconnect).toHaveBeenCalledWith(speaker?.destination)
    // A later change reuses the element.
    await conversation.changeOutputDevice({ outputDeviceId: 'speaker-3' })
    expect(FakeAudioElement.made).toHaveLength(1)
    expect(element?.sinkId).toBe('speaker-3')
    await conversation.endSession()
    expect(element?.playing).toBe(false)
    expect(element?.srcObject).toBeNull()
  })

  it('keeps the voice where it was when the element may not play, and says why', async () => {
    const audio = stubAudio()
    stubElementSinks()
    const { conversation } = await connect({ textOnly: false })
    const change = conversation.changeOutputDevice({ outputDeviceId: 'speaker-2' })
    const element = FakeAudioElement.made[0] as FakeAudioElement
    element.refusePlay = true
    await expect(change).rejects.toThrow('No gesture')
    const analyser = audio.contexts[0]?.analysers.at(-1)
    expect(analyser?.disconnect).not.toHaveBeenCalledWith(audio.contexts[0]?.destination)
    // Taken off the element's stream it was put on.
    const destination = analyser?.connect.mock.calls.at(-1)?.[0]
    expect(analyser?.disconnect).toHaveBeenCalledWith(destination)
    await conversation.endSession()
  })
})

describe('audioConstraints', () => {
  it('are merged into the microphone request, here and on a device change', async () => {
    const audio = stubAudio()
    const { conversation } = await connect({
      textOnly: false,
      // voiceIsolation is newer than TypeScript's DOM types.
      audioConstraints: {
        voiceIsolation: true,
        echoCancellation: false,
        deviceId: 'theirs',
      } as MediaTrackConstraints,
    })
    // The engine's voice processing, with the caller's constraints over it.
    const merged = {
      echoCancellation: false,
      noiseSuppression: true,
      autoGainControl: true,
      sampleRate: { ideal: 16_000 },
      voiceIsolation: true,
    }
    expect(audio.getUserMedia.mock.calls[0]?.[0]).toEqual({
      audio: { ...merged, deviceId: 'theirs' },
    })
    await conversation.changeInputDevice({ inputDeviceId: 'mic-2' })
    expect(audio.getUserMedia.mock.calls[1]?.[0]).toEqual({
      audio: { ...merged, deviceId: { exact: 'mic-2' } },
    })
    await conversation.endSession()
  })
})

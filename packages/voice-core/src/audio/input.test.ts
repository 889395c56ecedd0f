import { afterEach, describe, expect, it, vi } from 'vitest'
import { Input, microphoneConstraints } from './input'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1'
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0'

const devices = [
  { kind: 'audioinput', deviceId: 'built-in', label: 'iPhone Microphone' },
  { kind: 'audiooutput', deviceId: 'airpods-out', label: 'AirPods Pro' },
  { kind: 'audioinput', deviceId: 'airpods-in', label: 'AirPods Pro' },
]

function stubBrowser(userAgent: string, enumerateDevices = () => Promise.resolve(devices)) {
  const getUserMedia = vi.fn((_constraints: MediaStreamConstraints) => Promise.resolve({}))
  vi.stubGlobal('navigator', {
    userAgent,
    maxTouchPoints: 5,
    mediaDevices: { getUserMedia, enumerateDevices },
  })
  return getUserMedia
}

function requested(getUserMedia: ReturnType<typeof stubBrowser>) {
  const constraints = getUserMedia.mock.calls[0]?.[0]
  if (!constraints) throw new Error('getUserMedia was not called')
  return (constraints.audio as MediaTrackConstraints).deviceId
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('microphoneConstraints', () => {
  it('asks for audio only, at 16 kHz if it can, with echo cancellation, noise suppression and auto gain', () => {
    expect(microphoneConstraints()).toEqual({
      audio: {
        echoCancellation: true,
        noiseSuppression: true,
        autoGainControl: true,
        sampleRate: { ideal: 16_000 },
      },
    })
  })

  it('makes a chosen device exact and a preferred one ideal', () => {
    expect(microphoneConstraints('mic-1', 'headphones')).toMatchObject({
      audio: { deviceId: { exact: 'mic-1' } },
    })
    expect(microphoneConstraints(undefined, 'headphones')).toMatchObject({
      audio: { deviceId: { ideal: 'headphones' } },
    })
  })
})

describe('Input.openMicrophone', () => {
  it('prefers a headphone microphone on iOS when asked', async () => {
    const getUserMedia = stubBrowser(IPHONE)
    await Input.openMicrophone(undefined, true)
    expect(requested(getUserMedia)).toEqual({ ideal: 'airpods-in' })
  })

  it('keeps a chosen device, and ignores the preference off iOS or when not asked', async () => {
    let getUserMedia = stubBrowser(IPHONE)
    await Input.openMicrophone('built-in', true)
    expect(requested(getUserMedia)).toEqual({ exact: 'built-in' })

    getUserMedia = stubBrowser(DESKTOP)
    await Input.openMicrophone(undefined, true)
    expect(requested(getUserMedia)).toBeUndefined()

    getUserMedia = stubBrowser(IPHONE)
    await Input.openMicrophone()
    expect(requested(getUserMedia)).toBeUndefined()
  })

  it('opens the default microphone when the devices cannot be listed', async () => {
    const getUserMedia = stubBrowser(IPHONE, () => Promise.reject(new Error('NotAllowedError')))
    await Input.openMicrophone(undefined, true)
    expect(requested(getUserMedia)).toBeUndefined()
  })
})

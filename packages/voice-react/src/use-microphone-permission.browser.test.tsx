import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MICROPHONE_FAILURES } from './catalogue.test.helper'
import { eventually } from './eventually.test.helper'
import { fakeMicrophone } from './fake-environment.test.helper'
import { MicrophoneAccessError } from './microphone'
import { useMicrophonePermission } from './use-microphone-permission'

function setup(options: Parameters<typeof fakeMicrophone>[0] = {}) {
  const microphone = fakeMicrophone(options)
  const hook = renderHook(() => useMicrophonePermission({ apis: microphone.apis }))
  return { ...microphone, result: hook.result, hook }
}

async function requestFailure(request: () => Promise<void>) {
  let failure: unknown
  await act(async () => {
    failure = await request().then(
      () => undefined,
      (error: unknown) => error,
    )
  })
  return failure as MicrophoneAccessError
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('useMicrophonePermission', () => {
  it.each([
    ['granted', 'granted'],
    ['denied', 'denied'],
    ['prompt', 'unknown'],
  ] as const)(
    'reads %s from the Permissions API as %s, without prompting',
    async (state, shown) => {
      const { result, record } = setup({ state })
      await eventually(() => expect(result.current.permission).toBe(shown))
      expect(record.requests).toBe(0)
    },
  )

  it('follows the Permissions API change event', async () => {
    const { result, status } = setup({ state: 'denied' })
    await eventually(() => expect(result.current.permission).toBe('denied'))
    act(() => status?.change('granted'))
    expect(result.current.permission).toBe('granted')
    act(() => status?.change('prompt'))
    expect(result.current.permission).toBe('unknown')
  })

  it('stops following the change event once unmounted', async () => {
    const { result, status, hook } = setup({ state: 'prompt' })
    await eventually(() => expect(result.current.permission).toBe('unknown'))
    hook.unmount()
    act(() => status?.change('granted'))
    expect(result.current.permission).toBe('unknown')
  })

  it('stays unknown where the browser has no answer, and learns from the probe', async () => {
    const { result, record } = setup({ state: null })
    await act(() => result.current.check())
    expect(result.current.permission).toBe('unknown')
    await act(() => result.current.request())
    expect(result.current.permission).toBe('granted')
    expect(record.constraints).toEqual([{ audio: true }])
    expect(record.stopped).toBe(1)
  })

  it('maps a refusal to denied with the catalogue text', async () => {
    const { result } = setup({ state: null, answer: 'NotAllowedError' })
    const failure = await requestFailure(result.current.request)
    expect(failure).toBeInstanceOf(MicrophoneAccessError)
    expect(failure.reason).toBe('not-allowed')
    expect(failure.message).toBe(
      "Microphone access was denied. Please click the microphone icon in your browser's address bar and allow access.",
    )
    expect(result.current.permission).toBe('denied')
  })

  it.each(MICROPHONE_FAILURES)(
    'maps %s to its catalogue text and leaves the state alone',
    async (answer, text) => {
      const { result } = setup({ state: null, answer })
      const failure = await requestFailure(result.current.request)
      expect(failure.message).toBe(text)
      expect(result.current.permission).toBe('unknown')
    },
  )

  it('says capture is not supported where getUserMedia is missing', async () => {
    const { result } = setup({ state: null, unsupported: true })
    const failure = await requestFailure(result.current.request)
    expect(failure.reason).toBe('not-supported')
    expect(failure.message).toBe('Microphone access is not supported in this browser.')
  })

  it('lets a visitor without the Permissions API try again after a refusal', async () => {
    const { result } = setup({ state: null, answer: 'NotAllowedError' })
    await requestFailure(result.current.request)
    expect(result.current.permission).toBe('denied')
    await act(() => result.current.check())
    expect(result.current.permission).toBe('unknown')
  })

  it('probes the real microphone in Chromium, audio only, and releases it at once', async () => {
    const streams: MediaStream[] = []
    const real = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices)
    const spy = vi.spyOn(navigator.mediaDevices, 'getUserMedia').mockImplementation(async (c) => {
      const stream = await real(c)
      streams.push(stream)
      return stream
    })
    const { result } = renderHook(() => useMicrophonePermission())
    await act(() => result.current.request())
    expect(result.current.permission).toBe('granted')
    expect(spy).toHaveBeenCalledExactlyOnceWith({ audio: true })
    const tracks = streams.flatMap((stream) => stream.getTracks())
    expect(tracks.map((track) => [track.kind, track.readyState])).toEqual([['audio', 'ended']])
  })
})

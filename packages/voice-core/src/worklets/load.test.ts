import { afterEach, describe, expect, it, vi } from 'vitest'
import { addWorklet } from './load'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** A context whose worklet accepts only URLs that pass `accept`, recording every attempt. */
function context(accept: (url: string) => boolean) {
  const tried: string[] = []
  const addModule = async (url: string) => {
    tried.push(url)
    if (!accept(url)) throw new DOMException('blocked', 'AbortError')
  }
  return { tried, context: { audioWorklet: { addModule } } as unknown as BaseAudioContext }
}

describe('addWorklet', () => {
  it('loads the inline bundle from a blob: URL, and revokes it', async () => {
    vi.stubGlobal('__VOICE_CORE_WORKLET__', 'registerProcessor("x", class {})')
    const revoke = vi.spyOn(URL, 'revokeObjectURL')
    const { tried, context: audio } = context(() => true)
    await addWorklet(audio, 'capture')
    expect(tried).toHaveLength(1)
    expect(tried[0]).toMatch(/^blob:/)
    expect(revoke).toHaveBeenCalledWith(tried[0])
  })

  it('falls back to a data: URL when blob: is blocked', async () => {
    vi.stubGlobal('__VOICE_CORE_WORKLET__', 'registerProcessor("x", class {})')
    const { tried, context: audio } = context((url) => url.startsWith('data:'))
    await addWorklet(audio, 'playback')
    expect(tried.map((url) => url.slice(0, 5))).toEqual(['blob:', 'data:'])
    expect(decodeURIComponent(tried[1]?.split(',')[1] ?? '')).toBe(
      'registerProcessor("x", class {})',
    )
  })

  it('uses only the site’s own copy when workletPaths gives one', async () => {
    vi.stubGlobal('__VOICE_CORE_WORKLET__', 'inline')
    const { tried, context: audio } = context(() => true)
    await addWorklet(audio, 'capture', '/static/capture.js')
    expect(tried).toEqual(['/static/capture.js'])
  })

  it('fails with the catalogue message when nothing loads or AudioWorklet is missing', async () => {
    vi.stubGlobal('__VOICE_CORE_WORKLET__', 'inline')
    const { context: audio } = context(() => false)
    await expect(addWorklet(audio, 'playback')).rejects.toThrow(
      'Failed to load the playback worklet module. Make sure the browser supports AudioWorklets.',
    )
    await expect(addWorklet({} as BaseAudioContext, 'capture')).rejects.toThrow(
      'Failed to load the capture worklet module. Make sure the browser supports AudioWorklets.',
    )
  })
})

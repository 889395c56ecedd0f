import { describe, expect, it } from 'vitest'
import { encodeMuLawBuffer } from '../dsp/mulaw'
import { PLAYBACK_PROCESSOR, type PlaybackOptions } from './protocol'
import { loadProcessor, post, type TestProcessor } from './worklet.test.helper'

const Playback = await loadProcessor(() => import('./playback.ts'), PLAYBACK_PROCESSOR, 16_000)

function player(options: Partial<PlaybackOptions> = {}): TestProcessor {
  const processorOptions: PlaybackOptions = {
    sourceRate: 16_000,
    encoding: 'pcm',
    jitterMs: 0,
    fadeMs: 2000,
    ...options,
  }
  return new Playback({ processorOptions })
}

/** 16-bit little-endian PCM of `count` samples, all `value`. */
function pcm(count: number, value: number): ArrayBuffer {
  const view = new DataView(new ArrayBuffer(count * 2))
  for (let index = 0; index < count; index++) view.setInt16(index * 2, value, true)
  return view.buffer
}

function render(processor: TestProcessor, blocks = 1): Float32Array {
  const rendered = new Float32Array(blocks * 128)
  for (let block = 0; block < blocks; block++) {
    const left = new Float32Array(128)
    processor.process([], [[left]])
    rendered.set(left, block * 128)
  }
  return rendered
}

const reports = (processor: TestProcessor) =>
  processor.port.posted
    .map((message) => (message as { type: string }).type)
    .filter((type) => type !== 'depth')

describe('playback worklet', () => {
  it('plays queued audio in order, then reports drained', () => {
    const processor = player()
    post(processor, { type: 'audio', bytes: pcm(100, 16384), eventId: 1 })
    post(processor, { type: 'audio', bytes: pcm(100, -8192), eventId: 2 })
    const out = render(processor, 2)
    expect(out[0]).toBe(0.5)
    expect(out[99]).toBe(0.5)
    expect(out[100]).toBe(-0.25)
    expect(out[199]).toBe(-0.25)
    expect(out[200]).toBe(0)
    expect(reports(processor)).toEqual(['playing', 'drained'])
  })

  it('holds the jitter buffer before starting', () => {
    const processor = player({ jitterMs: 20 }) // 320 samples
    post(processor, { type: 'audio', bytes: pcm(200, 16384), eventId: 1 })
    expect(render(processor, 2).every((sample) => sample === 0)).toBe(true)
    post(processor, { type: 'audio', bytes: pcm(200, 16384), eventId: 2 })
    expect(render(processor)[0]).toBe(0.5)
  })

  it('decodes mu-law and resamples from the server rate', () => {
    const processor = player({ encoding: 'ulaw', sourceRate: 8000 })
    const bytes = encodeMuLawBuffer(new Int16Array(800).fill(16000))
    post(processor, { type: 'audio', bytes: bytes.buffer, eventId: 1 })
    const out = render(processor, 16)
    const played = out.filter((sample) => Math.abs(sample) > 0.001).length
    // 800 samples at 8 kHz are 1600 at 16 kHz, give or take the filter's edges.
    expect(played).toBeGreaterThan(1500)
    expect(played).toBeLessThan(1700)
    expect(Math.max(...out)).toBeGreaterThan(0.45)
  })

  it('fades what is playing over the fade, fastest at first, then drops the stale rest', () => {
    const processor = player({ fadeMs: 16 }) // 256 samples of fade
    post(processor, { type: 'audio', bytes: pcm(1000, 16384), eventId: 1 })
    post(processor, { type: 'audio', bytes: pcm(1000, 16384), eventId: 2 })
    render(processor)
    post(processor, { type: 'interrupt', eventId: 3 })
    const fading = render(processor, 4)
    expect(fading[0]).toBe(0.5)
    // −80 dB over 256 samples, front-loaded: −40 dB a quarter of the way in, about −57 dB half
    // way, −80 dB at the end, then nothing.
    const decibels = (index: number) => 20 * Math.log10((fading[index] as number) / 0.5)
    expect(decibels(64)).toBeCloseTo(-40, 0)
    expect(decibels(128)).toBeCloseTo(-56.6, 0)
    expect(fading[255]).toBeLessThan(0.6e-4)
    expect(fading[255]).toBeGreaterThan(0)
    for (let index = 1; index < 256; index++) {
      expect(fading[index]).toBeLessThan(fading[index - 1] as number)
    }
    // Silent once the fade ends: the rest of event 1 and all of event 2 never play.
    expect(fading.slice(256).every((sample) => sample === 0)).toBe(true)
    expect(reports(processor)).toEqual(['playing', 'silent', 'drained'])
  })

  it('carries the fade on through short queued events instead of stopping at the first', () => {
    const processor = player({ fadeMs: 32 }) // 512 samples of fade
    // A reply streamed as 50-sample events, far shorter than the fade.
    for (let eventId = 1; eventId <= 20; eventId++) {
      post(processor, { type: 'audio', bytes: pcm(50, 16384), eventId })
    }
    render(processor)
    post(processor, { type: 'interrupt', eventId: 21 })
    const fading = render(processor, 6)
    const sounding = fading.filter((sample) => sample > 0).length
    expect(sounding).toBe(512)
    expect(fading[300]).toBeLessThan(fading[100] as number)
    expect(fading[511]).toBeLessThan(0.6e-4)
    expect(fading.slice(512).every((sample) => sample === 0)).toBe(true)
  })

  it('fits the fade into the stale audio queued when there is less of it', () => {
    const processor = player({ fadeMs: 2000 })
    post(processor, { type: 'audio', bytes: pcm(400, 16384), eventId: 1 })
    render(processor)
    post(processor, { type: 'interrupt', eventId: 2 })
    const fading = render(processor, 3)
    // 272 samples were left: the fade ends on the last of them, at −80 dB, not in a click.
    expect(fading.filter((sample) => sample > 0)).toHaveLength(272)
    expect(fading[271]).toBeLessThan(0.6e-4)
    expect(reports(processor)).toEqual(['playing', 'silent', 'drained'])
  })

  it('drops stale audio that has not started playing at once, with no fade', () => {
    const processor = player({ jitterMs: 100 }) // 1600 samples held before starting
    post(processor, { type: 'audio', bytes: pcm(500, 16384), eventId: 1 })
    render(processor)
    post(processor, { type: 'interrupt', eventId: 2 })
    expect(render(processor, 20).every((sample) => sample === 0)).toBe(true)
    expect(reports(processor)).toEqual(['silent'])
  })

  it('ignores late stale audio and plays the new reply at full volume', () => {
    const processor = player()
    post(processor, { type: 'audio', bytes: pcm(1000, 16384), eventId: 1 })
    render(processor)
    post(processor, { type: 'interrupt', eventId: 5 })
    post(processor, { type: 'audio', bytes: pcm(300, 8192), eventId: 4 })
    post(processor, { type: 'audio', bytes: pcm(300, -16384), eventId: 5 })
    const out = render(processor, 4)
    // The fading chunk gives way at once to the new reply; the late event 4 never plays.
    expect(out[0]).toBe(-0.5)
    expect(out.filter((sample) => sample === 0.25)).toHaveLength(0)
    expect(out.filter((sample) => sample === -0.5)).toHaveLength(300)
    expect(reports(processor)).toEqual(['playing', 'silent', 'playing', 'drained'])
  })

  describe('draining for a goodbye', () => {
    it('says idle at once when nothing is queued', () => {
      const processor = player()
      post(processor, { type: 'drain' })
      expect(reports(processor)).toEqual(['idle'])
    })

    it('says idle once everything queued before the request has played, and only then', () => {
      const processor = player()
      post(processor, { type: 'audio', bytes: pcm(300, 1000), eventId: 1 })
      post(processor, { type: 'drain' })
      render(processor, 2) // 256 of 300 samples
      expect(reports(processor)).toEqual(['playing'])
      render(processor, 1)
      expect(reports(processor)).toEqual(['playing', 'drained', 'idle'])
      // Asked once: a later reply that plays out says nothing more.
      post(processor, { type: 'audio', bytes: pcm(100, 1000), eventId: 2 })
      render(processor, 1)
      expect(reports(processor)).toEqual(['playing', 'drained', 'idle', 'playing', 'drained'])
    })
  })
})

import { describe, expect, it } from 'vitest'
import { decodeMuLawBuffer, encodeMuLaw } from '../dsp/mulaw'
import { CAPTURE_PROCESSOR, type CaptureOptions } from './protocol'
import { loadProcessor, post, type TestProcessor } from './worklet.test.helper'

async function capture(
  contextRate: number,
  options: CaptureOptions | { holdMs: number },
): Promise<TestProcessor> {
  const Capture = await loadProcessor(() => import('./capture.ts'), CAPTURE_PROCESSOR, contextRate)
  return new Capture({ processorOptions: options })
}

function feed(
  processor: TestProcessor,
  blocks: number,
  value: number | ((index: number) => number),
) {
  for (let block = 0; block < blocks; block++) {
    const frame = Float32Array.from({ length: 128 }, (_, index) =>
      typeof value === 'number' ? value : value(block * 128 + index),
    )
    processor.process([[frame]], [])
  }
}

const posted = (processor: TestProcessor) => processor.port.posted as ArrayBuffer[]

/** A posted PCM chunk as 16-bit samples, read little-endian byte by byte. */
function pcmSamples(buffer: ArrayBuffer): number[] {
  const bytes = new Uint8Array(buffer)
  const samples: number[] = []
  for (let index = 0; index < bytes.length; index += 2) {
    samples.push((((bytes[index + 1] as number) << 24) >> 16) | (bytes[index] as number))
  }
  return samples
}

describe('capture worklet', () => {
  it('posts whole chunks of the chosen length, in order, as 16-bit PCM little-endian', async () => {
    const processor = await capture(16_000, {
      targetRate: 16_000,
      chunkSamples: 400,
      encoding: 'pcm',
    })
    feed(processor, 7, (index) => (index + 0.5) / 32767) // 896 samples: two whole chunks
    const sent = posted(processor).map(pcmSamples)
    expect(sent).toHaveLength(2)
    expect(sent[0]).toHaveLength(400)
    expect(sent[0]?.[0]).toBe(0)
    expect(sent[0]?.[1]).toBe(1)
    expect(sent[1]?.[0]).toBe(400)
    expect(sent[1]?.[399]).toBe(799)
  })

  it('clamps full scale to the 16-bit range and writes the low byte first', async () => {
    const processor = await capture(8000, { targetRate: 8000, chunkSamples: 128, encoding: 'pcm' })
    feed(processor, 1, (index) => [1.5, -2, 0.5, -0.25][index % 4] as number)
    const [chunk] = posted(processor)
    expect(pcmSamples(chunk as ArrayBuffer).slice(0, 4)).toEqual([32767, -32768, 16383, -8192])
    // 16383 is 0x3FFF: 0xFF first.
    expect([...new Uint8Array(chunk as ArrayBuffer).slice(4, 6)]).toEqual([0xff, 0x3f])
  })

  it('encodes mu-law in the worklet, one byte a sample', async () => {
    const processor = await capture(8000, { targetRate: 8000, chunkSamples: 256, encoding: 'ulaw' })
    feed(processor, 2, -0.25)
    const [chunk] = posted(processor)
    const bytes = new Uint8Array(chunk as ArrayBuffer)
    expect(bytes).toHaveLength(256)
    expect(bytes.every((byte) => byte === encodeMuLaw(-8192))).toBe(true)
    expect(decodeMuLawBuffer(bytes)[0]).toBeCloseTo(-8192, -3)
  })

  it('hands each chunk over in a buffer of its own', async () => {
    const processor = await capture(8000, { targetRate: 8000, chunkSamples: 128, encoding: 'pcm' })
    feed(processor, 3, 0.5)
    const sent = posted(processor)
    expect(sent).toHaveLength(3)
    expect(new Set(sent).size).toBe(3)
  })

  it('posts silence while muted, and sound again when unmuted', async () => {
    const processor = await capture(8000, { targetRate: 8000, chunkSamples: 256, encoding: 'ulaw' })
    feed(processor, 2, -0.25)
    post(processor, { muted: true })
    feed(processor, 2, -0.25)
    post(processor, { muted: false })
    feed(processor, 2, -0.25)
    const [loud, muted, again] = posted(processor).map((buffer) => [...new Uint8Array(buffer)])
    const silence = encodeMuLaw(0)
    expect(loud?.every((byte) => byte === encodeMuLaw(-8192))).toBe(true)
    expect(muted?.every((byte) => byte === silence)).toBe(true)
    expect(again).toEqual(loud)
  })

  it('resamples when the context runs at another rate', async () => {
    const processor = await capture(48_000, {
      targetRate: 16_000,
      chunkSamples: 160,
      encoding: 'pcm',
    })
    feed(processor, 375, (index) => 0.5 * Math.sin((2 * Math.PI * 440 * index) / 48_000)) // 1 s
    const sent = posted(processor).map(pcmSamples)
    // One second at 16 kHz is 100 chunks of 10 ms, less the filter's delay.
    expect(sent.length).toBeGreaterThanOrEqual(98)
    expect(sent.length).toBeLessThanOrEqual(100)
    const peak = Math.max(...(sent[50] as number[])) / 32767
    expect(peak).toBeGreaterThan(0.48)
    expect(peak).toBeLessThan(0.52)
  })

  it('resamples with the low-latency filter: a sound ends 1.5 ms later, not 4.4 ms', async () => {
    const processor = await capture(16_000, {
      targetRate: 8000,
      chunkSamples: 200,
      encoding: 'pcm',
    })
    // 0.2 s of sound, then silence: where it stops at 8 kHz shows the filter's delay.
    feed(processor, 50, (index) => (index < 3200 ? 0.5 : 0))
    const samples = posted(processor).flatMap(pcmSamples)
    const lastLoud = samples.findLastIndex((sample) => Math.abs(sample) > 0.25 * 32767)
    expect(lastLoud).toBe(1600 + 12 - 1)
  })

  describe('before the agent named its format', () => {
    it('holds the microphone, then sends it first, in order, as whole chunks', async () => {
      const processor = await capture(16_000, { holdMs: 1000 })
      feed(processor, 5, (index) => (index + 0.5) / 32767) // 640 samples held, nothing sent
      expect(posted(processor)).toEqual([])
      post(processor, { format: { targetRate: 16_000, chunkSamples: 400, encoding: 'pcm' } })
      feed(processor, 2, (index) => (640 + index + 0.5) / 32767) // live audio follows on
      const [first, report, second] = posted(processor)
      expect(pcmSamples(first as ArrayBuffer)).toEqual(Array.from({ length: 400 }, (_, i) => i))
      expect(report).toEqual({ type: 'pre_connect_audio', sentMs: 40, droppedMs: 0 })
      expect(pcmSamples(second as ArrayBuffer)).toEqual(
        Array.from({ length: 400 }, (_, i) => 400 + i),
      )
    })

    it('keeps only the latest holdMs, and says how much it dropped', async () => {
      const processor = await capture(8000, { holdMs: 32 }) // 256 samples
      feed(processor, 3, (index) => (index + 0.5) / 32767) // 384 samples: the first 128 drop
      post(processor, { format: { targetRate: 8000, chunkSamples: 256, encoding: 'pcm' } })
      const [chunk, report] = posted(processor)
      expect(pcmSamples(chunk as ArrayBuffer)).toEqual(
        Array.from({ length: 256 }, (_, i) => 128 + i),
      )
      expect(report).toEqual({ type: 'pre_connect_audio', sentMs: 32, droppedMs: 16 })
    })

    it('holds silence while muted', async () => {
      const processor = await capture(8000, { holdMs: 1000 })
      post(processor, { muted: true })
      feed(processor, 2, 0.5)
      post(processor, { format: { targetRate: 8000, chunkSamples: 256, encoding: 'ulaw' } })
      const [chunk] = posted(processor)
      expect([...new Uint8Array(chunk as ArrayBuffer)].every((b) => b === encodeMuLaw(0))).toBe(
        true,
      )
    })
  })
})

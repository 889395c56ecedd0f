import { describe, expect, it } from 'vitest'
import { CAPTURE_PROCESSOR, type CaptureOptions } from './protocol'
import { loadProcessor, post, type TestProcessor } from './worklet.test.helper'

async function capture(contextRate: number, options: CaptureOptions): Promise<TestProcessor> {
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

const chunks = (processor: TestProcessor) =>
  processor.port.posted.map((message) => new Float32Array(message as ArrayBuffer))

describe('capture worklet', () => {
  it('posts whole chunks of the chosen length, in order', async () => {
    const processor = await capture(16_000, { targetRate: 16_000, chunkSamples: 400 })
    feed(processor, 7, (index) => index) // 896 samples: two whole chunks
    const sent = chunks(processor)
    expect(sent).toHaveLength(2)
    expect(sent[0]).toHaveLength(400)
    expect(sent[0]?.[0]).toBe(0)
    expect(sent[1]?.[0]).toBe(400)
    expect(sent[1]?.[399]).toBe(799)
  })

  it('posts silence while muted, and sound again when unmuted', async () => {
    const processor = await capture(8000, { targetRate: 8000, chunkSamples: 256 })
    feed(processor, 2, -0.25)
    post(processor, { muted: true })
    feed(processor, 2, -0.25)
    post(processor, { muted: false })
    feed(processor, 2, -0.25)
    const [loud, muted, again] = chunks(processor)
    expect(loud?.every((sample) => sample === -0.25)).toBe(true)
    expect(muted?.every((sample) => sample === 0)).toBe(true)
    expect(again?.every((sample) => sample === -0.25)).toBe(true)
  })

  it('resamples when the context runs at another rate', async () => {
    const processor = await capture(48_000, { targetRate: 16_000, chunkSamples: 160 })
    feed(processor, 375, (index) => 0.5 * Math.sin((2 * Math.PI * 440 * index) / 48_000)) // 1 s
    const sent = chunks(processor)
    // One second at 16 kHz is 100 chunks of 10 ms, less the filter's delay.
    expect(sent.length).toBeGreaterThanOrEqual(98)
    expect(sent.length).toBeLessThanOrEqual(100)
    const peak = Math.max(...(sent[50] as Float32Array))
    expect(peak).toBeGreaterThan(0.48)
    expect(peak).toBeLessThan(0.52)
  })
})

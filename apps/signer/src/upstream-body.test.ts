import { describe, expect, it } from 'vitest'
import { readCappedText } from './upstream-body'

const encoder = new TextEncoder()

/** A body that sends `chunks`, then ends, or stalls when `stall` is set. */
function body(chunks: string[], { stall = false } = {}) {
  let cancelled = false
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      if (!stall) controller.close()
    },
    cancel() {
      cancelled = true
    },
  })
  return { stream, cancelled: () => cancelled }
}

describe('readCappedText', () => {
  it('reads a body of up to the limit as text, across chunks', async () => {
    const { stream } = body(['{"signed_url":', '"wss://x"}'])
    expect(await readCappedText(new Response(stream), 24, new AbortController().signal)).toEqual({
      ok: true,
      text: '{"signed_url":"wss://x"}',
    })
  })

  it('cancels a body one byte past the limit', async () => {
    const { stream, cancelled } = body(['x'.repeat(20), 'x'.repeat(5)], { stall: true })
    const result = await readCappedText(new Response(stream), 24, new AbortController().signal)
    expect(result).toEqual({ ok: false, reason: 'too-large' })
    expect(cancelled()).toBe(true)
  })

  it('refuses a declared Content-Length over the limit without reading', async () => {
    const { stream, cancelled } = body(['small'], { stall: true })
    const response = new Response(stream, { headers: { 'content-length': '999999' } })
    const result = await readCappedText(response, 24, new AbortController().signal)
    expect(result).toEqual({ ok: false, reason: 'too-large' })
    expect(cancelled()).toBe(true)
  })

  it('stops a stalled body when the signal aborts, with the abort reason', async () => {
    const { stream, cancelled } = body(['{"signed_url":"wss://'], { stall: true })
    const controller = new AbortController()
    const reading = readCappedText(new Response(stream), 1024, controller.signal)
    const reason = new DOMException('timed out', 'AbortError')
    controller.abort(reason)
    await expect(reading).rejects.toBe(reason)
    expect(cancelled()).toBe(true)
  })

  it('reads an empty body as empty text', async () => {
    expect(await readCappedText(new Response(null), 24, new AbortController().signal)).toEqual({
      ok: true,
      text: '',
    })
  })
})

/** Largest upstream answer the signer reads: a signed URL is a few hundred bytes. */
export const UPSTREAM_BODY_LIMIT = 8 * 1024

/** Outcome of {@link readCappedText}. */
export type CappedText = { ok: true; text: string } | { ok: false; reason: 'too-large' }

/**
 * Reads a response body as text, at most `limit` bytes. A longer body is cancelled as soon as it
 * passes the limit (or at once when its Content-Length says so), so a huge or endless answer
 * costs nothing. When `signal` aborts mid-body the read stops and the abort reason is thrown, so
 * a body that stalls after its headers ends in the caller's timeout like any other hang.
 */
export async function readCappedText(
  response: Response,
  limit: number,
  signal: AbortSignal,
): Promise<CappedText> {
  signal.throwIfAborted()
  const declared = Number(response.headers.get('content-length'))
  if (response.body === null) return { ok: true, text: '' }
  if (Number.isFinite(declared) && declared > limit) {
    await response.body.cancel().catch(() => {})
    return { ok: false, reason: 'too-large' }
  }
  const reader = response.body.getReader()
  // A pending read ends when the reader is cancelled, whether or not the runtime also errors the
  // stream on abort.
  const stop = () => {
    reader.cancel(signal.reason).catch(() => {})
  }
  signal.addEventListener('abort', stop, { once: true })
  try {
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      signal.throwIfAborted()
      if (done) break
      size += value.byteLength
      if (size > limit) {
        await reader.cancel().catch(() => {})
        return { ok: false, reason: 'too-large' }
      }
      chunks.push(value)
    }
    const bytes = new Uint8Array(size)
    let offset = 0
    for (const chunk of chunks) {
      bytes.set(chunk, offset)
      offset += chunk.byteLength
    }
    return { ok: true, text: new TextDecoder().decode(bytes) }
  } finally {
    signal.removeEventListener('abort', stop)
  }
}

/** ElevenLabs endpoint that trades an API key for a short-lived conversation address. */
export const ELEVENLABS_SIGNED_URL_ENDPOINT =
  'https://api.elevenlabs.io/v1/convai/conversation/get-signed-url'

/** Longest wait for ElevenLabs before the visitor gets a 504 instead of a spinner. */
export const UPSTREAM_TIMEOUT_MS = 5000

/** Outcome of {@link fetchElevenLabsSignedUrl}: a signed URL, or an error ready to send. */
export type UpstreamResult =
  | { ok: true; signedUrl: string }
  | { ok: false; status: 404 | 502 | 504; error: string; details: string }

/**
 * Asks ElevenLabs for a signed conversation URL. Every failure is mapped to a fixed sentence the
 * site's error catalogue recognises ("Agent not found", "API key"); the upstream body is never
 * passed on, because it may quote the request and the key's owner has no business being shown it.
 */
export async function fetchElevenLabsSignedUrl(
  agentId: string,
  apiKey: string,
  timeoutMs = UPSTREAM_TIMEOUT_MS,
): Promise<UpstreamResult> {
  const url = new URL(ELEVENLABS_SIGNED_URL_ENDPOINT)
  url.searchParams.set('agent_id', agentId)
  // A plain timer rather than AbortSignal.timeout so we can tell our own timeout apart from a
  // network failure (and so tests can drive it with fake timers).
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const res = await fetch(url, {
      headers: { 'xi-api-key': apiKey, accept: 'application/json' },
      signal: controller.signal,
    })
    if (!res.ok) {
      // Drain without reading into anything we might echo.
      await res.body?.cancel()
      return mapStatus(res.status, agentId)
    }
    const body: unknown = await res.json().catch(() => undefined)
    const signedUrl = readSignedUrl(body)
    if (signedUrl === undefined) {
      return {
        ok: false,
        status: 502,
        error: 'No signed URL received from the voice service',
        details: 'The voice service answered without a usable signed_url.',
      }
    }
    return { ok: true, signedUrl }
  } catch {
    if (controller.signal.aborted) {
      return {
        ok: false,
        status: 504,
        error: 'Voice service timed out',
        details: `The voice service did not answer within ${timeoutMs / 1000} seconds. Please try again.`,
      }
    }
    return {
      ok: false,
      status: 502,
      error: 'Voice service unreachable',
      details: 'Could not connect to the voice service. Please try again.',
    }
  } finally {
    clearTimeout(timer)
  }
}

function mapStatus(status: number, agentId: string): UpstreamResult {
  if (status === 404) {
    return {
      ok: false,
      status: 404,
      error: 'Agent not found',
      details: `The voice service has no agent with id ${agentId}.`,
    }
  }
  if (status === 401 || status === 403) {
    return {
      ok: false,
      status: 502,
      error: 'Voice service rejected the API key',
      details: 'The signer is misconfigured. Check its ELEVENLABS_API_KEY secret.',
    }
  }
  return {
    ok: false,
    status: 502,
    error: 'Voice service error',
    details: `The voice service answered with status ${status}.`,
  }
}

/** Accepts only a WebSocket address, so a surprising upstream body never reaches the browser. */
function readSignedUrl(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('signed_url' in body)) return undefined
  const value = body.signed_url
  if (typeof value !== 'string') return undefined
  try {
    const parsed = new URL(value)
    return parsed.protocol === 'wss:' || parsed.protocol === 'ws:' ? value : undefined
  } catch {
    return undefined
  }
}

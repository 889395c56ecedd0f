import { acceptedSignedUrl, DEFAULT_ELEVENLABS_SOCKET_HOSTS } from './signed-url-check'
import { readCappedText, UPSTREAM_BODY_LIMIT } from './upstream-body'
import { DEFAULT_ELEVENLABS_API_ORIGIN } from './upstream-origin'

/** The ElevenLabs path that trades an API key for a short-lived conversation address. */
export const SIGNED_URL_PATH = '/v1/convai/conversation/get-signed-url'

/**
 * Longest wait for ElevenLabs, body included, before the visitor gets a 504 instead of a
 * spinner.
 */
export const UPSTREAM_TIMEOUT_MS = 5000

/** What {@link fetchElevenLabsSignedUrl} needs. */
export interface SignedUrlRequest {
  agentId: string
  apiKey: string
  /** The voice service's origin (`ELEVENLABS_API_ORIGIN`, checked by `upstreamOrigin`). */
  origin?: string
  /** Hosts a signed URL may point at (`ELEVENLABS_SOCKET_HOSTS`); ElevenLabs' own by default. */
  socketHosts?: readonly string[]
  /** Outside production: a listed loopback host may answer on ws: (a local test agent). */
  allowLocalAgent?: boolean
  timeoutMs?: number
}

/** Outcome of {@link fetchElevenLabsSignedUrl}: a signed URL, or an error ready to send. */
export type UpstreamResult =
  | { ok: true; signedUrl: string }
  | { ok: false; status: 404 | 502 | 504; error: string; details: string }

/**
 * Asks ElevenLabs for a signed conversation URL. Every failure is mapped to a fixed sentence the
 * site's error catalogue recognises ("Agent not found", "API key"); the upstream body is never
 * passed on, because it may quote the request and the key's owner has no business being shown it.
 *
 * Redirects are not followed: the request carries the API key, and a redirect to another host
 * would hand it over (and put that host's URL in front of the visitor). The whole exchange,
 * headers and body, runs inside one timeout, and at most {@link UPSTREAM_BODY_LIMIT} bytes of the
 * answer are read.
 */
export async function fetchElevenLabsSignedUrl({
  agentId,
  apiKey,
  origin = DEFAULT_ELEVENLABS_API_ORIGIN,
  socketHosts = DEFAULT_ELEVENLABS_SOCKET_HOSTS,
  allowLocalAgent = false,
  timeoutMs = UPSTREAM_TIMEOUT_MS,
}: SignedUrlRequest): Promise<UpstreamResult> {
  const url = new URL(SIGNED_URL_PATH, origin)
  url.searchParams.set('agent_id', agentId)
  // A plain signature starts any number of conversations until it expires; with a conversation
  // id it is spent by the first one, so one signed URL is one billed conversation.
  url.searchParams.set('include_conversation_id', 'true')
  // A plain timer rather than AbortSignal.timeout so we can tell our own timeout apart from a
  // network failure (and so tests can drive it with fake timers).
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const res = await fetch(url, {
      headers: { 'xi-api-key': apiKey, accept: 'application/json' },
      redirect: 'manual',
      signal: controller.signal,
    })
    if (!res.ok) {
      // Drain without reading into anything we might echo.
      await res.body?.cancel().catch(() => {})
      return mapStatus(res.status, agentId)
    }
    const body = await readCappedText(res, UPSTREAM_BODY_LIMIT, controller.signal)
    if (!body.ok) {
      return noSignedUrl(
        `The voice service sent more than ${UPSTREAM_BODY_LIMIT / 1024} kB instead of a signed URL.`,
      )
    }
    const signedUrl = readSignedUrl(body.text, socketHosts, allowLocalAgent)
    if (signedUrl === undefined) {
      // The address itself is never repeated: it may point anywhere.
      return noSignedUrl('The voice service answered without a usable signed_url.')
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

function noSignedUrl(details: string): UpstreamResult {
  return { ok: false, status: 502, error: 'No signed URL received from the voice service', details }
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
      details: 'The signer is misconfigured. Please let the site owner know.',
    }
  }
  if (status >= 300 && status < 400) {
    return {
      ok: false,
      status: 502,
      error: 'Voice service error',
      details: `The voice service answered with a redirect (status ${status}), which the signer does not follow.`,
    }
  }
  if (status === 429) {
    return {
      ok: false,
      status: 502,
      error: 'Voice service busy',
      details: 'The voice service is handling too many requests. Please try again in a minute.',
    }
  }
  if (status >= 500) {
    return {
      ok: false,
      status: 502,
      error: 'Voice service unavailable',
      details: `The voice service answered with status ${status}. Please try again in a minute.`,
    }
  }
  return {
    ok: false,
    status: 502,
    error: 'Voice service error',
    details: `The voice service answered with status ${status}.`,
  }
}

/**
 * Accepts only a `wss:` address on the voice service's own hosts, so a surprising upstream body
 * never reaches the browser.
 */
function readSignedUrl(
  text: string,
  hosts: readonly string[],
  allowLocalAgent: boolean,
): string | undefined {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof body !== 'object' || body === null || !('signed_url' in body)) return undefined
  const value = body.signed_url
  return typeof value === 'string'
    ? acceptedSignedUrl(value, hosts, { allowLocalAgent })
    : undefined
}

import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchElevenLabsSignedUrl, UPSTREAM_TIMEOUT_MS } from './upstream'

const API_KEY = 'sk_test_never_echo_me'

/** Replaces the isolate's fetch, the one boundary between the signer and ElevenLabs. */
function upstream(answer: (request: Request) => Promise<Response> | Response) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input, init) => answer(new Request(input, init)))
}

/** A fetch that never answers and fails only when aborted, like a hung upstream. */
function hangingUpstream() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(
    (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        )
      }),
  )
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('fetchElevenLabsSignedUrl', () => {
  it('asks ElevenLabs for the agent with the key header and returns its signed_url', async () => {
    const fetchSpy = upstream(() =>
      Response.json({ signed_url: 'wss://api.elevenlabs.io/v1/convai/conversation?token=abc' }),
    )
    const result = await fetchElevenLabsSignedUrl('agent_123', API_KEY)
    expect(result).toEqual({
      ok: true,
      signedUrl: 'wss://api.elevenlabs.io/v1/convai/conversation?token=abc',
    })
    const request = new Request(...(fetchSpy.mock.calls[0] as [RequestInfo, RequestInit]))
    expect(request.method).toBe('GET')
    expect(request.url).toBe(
      'https://api.elevenlabs.io/v1/convai/conversation/get-signed-url?agent_id=agent_123',
    )
    expect(request.headers.get('xi-api-key')).toBe(API_KEY)
  })

  it('maps 404 to "Agent not found" without the upstream body', async () => {
    upstream(() => Response.json({ detail: `no such agent; key ${API_KEY}` }, { status: 404 }))
    const result = await fetchElevenLabsSignedUrl('agent_123', API_KEY)
    expect(result).toMatchObject({ ok: false, status: 404, error: 'Agent not found' })
    expect(JSON.stringify(result)).not.toContain(API_KEY)
    expect(JSON.stringify(result)).not.toContain('no such agent')
  })

  it.each([401, 403])(
    'maps %i to an error naming the API key, never the key itself',
    async (status) => {
      upstream(() =>
        Response.json({ detail: { status: 'invalid_api_key', key: API_KEY } }, { status }),
      )
      const result = await fetchElevenLabsSignedUrl('agent_123', API_KEY)
      expect(result).toMatchObject({ ok: false, status: 502 })
      if (result.ok) throw new Error('expected a failure')
      expect(result.error).toContain('API key')
      expect(JSON.stringify(result)).not.toContain(API_KEY)
      expect(JSON.stringify(result)).not.toContain('invalid_api_key')
    },
  )

  it('maps an upstream 500 to 502 with the status only', async () => {
    upstream(() => new Response('Traceback: internal stuff', { status: 500 }))
    const result = await fetchElevenLabsSignedUrl('agent_123', API_KEY)
    expect(result).toEqual({
      ok: false,
      status: 502,
      error: 'Voice service error',
      details: 'The voice service answered with status 500.',
    })
  })

  it('maps a network failure to 502', async () => {
    upstream(() => {
      throw new TypeError('Network connection lost.')
    })
    const result = await fetchElevenLabsSignedUrl('agent_123', API_KEY)
    expect(result).toMatchObject({ ok: false, status: 502, error: 'Voice service unreachable' })
  })

  it('gives up after 5 seconds with 504', async () => {
    vi.useFakeTimers()
    const fetchSpy = hangingUpstream()
    const pending = fetchElevenLabsSignedUrl('agent_123', API_KEY)
    await vi.advanceTimersByTimeAsync(UPSTREAM_TIMEOUT_MS - 1)
    const init = fetchSpy.mock.calls[0]?.[1]
    expect(init?.signal?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(UPSTREAM_TIMEOUT_MS).toBe(5000)
    await expect(pending).resolves.toEqual({
      ok: false,
      status: 504,
      error: 'Voice service timed out',
      details: 'The voice service did not answer within 5 seconds. Please try again.',
    })
  })

  it.each([
    ['no signed_url', {}],
    ['a non-string signed_url', { signed_url: 42 }],
    ['a non-WebSocket signed_url', { signed_url: 'javascript:alert(1)' }],
  ])('refuses a 200 with %s', async (_label, body) => {
    upstream(() => Response.json(body))
    const result = await fetchElevenLabsSignedUrl('agent_123', API_KEY)
    expect(result).toMatchObject({
      ok: false,
      status: 502,
      error: 'No signed URL received from the voice service',
    })
  })

  it('refuses a 200 whose body is not JSON', async () => {
    upstream(() => new Response('<html>gateway</html>', { status: 200 }))
    const result = await fetchElevenLabsSignedUrl('agent_123', API_KEY)
    expect(result).toMatchObject({ ok: false, status: 502 })
  })
})

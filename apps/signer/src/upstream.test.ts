import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { FAKE_UPSTREAM_API_KEY, type FakeScenario, fakeAgent } from '../test/fake-upstream-agents'
import { fetchElevenLabsSignedUrl, UPSTREAM_TIMEOUT_MS } from './upstream'
import { UPSTREAM_BODY_LIMIT } from './upstream-body'

// Every call goes over a real socket from workerd to the fake ElevenLabs endpoint
// (test/fake-upstream.ts), so redirects, slow and huge bodies behave as the runtime makes them.
const origin = inject('fakeUpstreamOrigin')
// Only bounds a hung test: the fake's side of a closed connection is seen on its own schedule,
// which a busy machine can stretch past vitest's default second.
const HANG_BOUND = { timeout: 20_000, interval: 20 }

/** What the fake saw for an agent id, redirects followed included. */
async function seenBy(agentId: string) {
  const res = await fetch(`${origin}/__requests?agent=${agentId}`)
  return res.json<
    { path: string; carriedKey: boolean; bytesSent: number; closedEarly: boolean }[]
  >()
}

const ask = (scenario: FakeScenario, options: { apiKey?: string; timeoutMs?: number } = {}) => {
  const agentId = fakeAgent(scenario)
  return {
    agentId,
    result: fetchElevenLabsSignedUrl({
      agentId,
      apiKey: options.apiKey ?? FAKE_UPSTREAM_API_KEY,
      origin,
      timeoutMs: options.timeoutMs,
    }),
  }
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('fetchElevenLabsSignedUrl against a fake ElevenLabs', () => {
  it('asks for a single-use signature with the key header and returns its signed_url', async () => {
    const { agentId, result } = ask('ok')
    expect(await result).toEqual({
      ok: true,
      signedUrl: `wss://api.elevenlabs.io/v1/convai/conversation?agent_id=${agentId}&conversation_signature=fake&conversation_id=conv_fake`,
    })
    expect(await seenBy(agentId)).toMatchObject([
      { path: '/v1/convai/conversation/get-signed-url', carriedKey: true, singleUse: true },
    ])
  })

  it.each(['evilhost', 'plainws', 'userinfo'] as const)(
    'refuses a signed_url from the %s scenario without repeating it',
    async (scenario) => {
      const answer = await ask(scenario).result
      expect(answer).toEqual({
        ok: false,
        status: 502,
        error: 'No signed URL received from the voice service',
        details: 'The voice service answered without a usable signed_url.',
      })
      expect(JSON.stringify(answer)).not.toMatch(/evil|ws:/)
    },
  )

  it('accepts a residency host when it is configured', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({
        signed_url: 'wss://api.eu.residency.elevenlabs.io/v1/convai/conversation?a=1',
      }),
    )
    const answer = await fetchElevenLabsSignedUrl({
      agentId: 'a',
      apiKey: 'k',
      origin,
      socketHosts: ['api.eu.residency.elevenlabs.io'],
    })
    expect(answer).toEqual({
      ok: true,
      signedUrl: 'wss://api.eu.residency.elevenlabs.io/v1/convai/conversation?a=1',
    })
  })

  it('uses the real service when no origin is given', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({}))
    await fetchElevenLabsSignedUrl({ agentId: 'agent_1', apiKey: 'sk' })
    expect(String(spy.mock.calls[0]?.[0])).toBe(
      'https://api.elevenlabs.io/v1/convai/conversation/get-signed-url?agent_id=agent_1&include_conversation_id=true',
    )
    expect(spy.mock.calls[0]?.[1]).toMatchObject({ redirect: 'manual' })
  })

  it('maps 404 to "Agent not found" without the upstream body', async () => {
    const { agentId, result } = ask('missing')
    expect(await result).toEqual({
      ok: false,
      status: 404,
      error: 'Agent not found',
      details: `The voice service has no agent with id ${agentId}.`,
    })
  })

  it('maps a refused key to an error naming the API key, never the key itself', async () => {
    const wrongKey = 'sk_wrong_never_echo_me'
    const { result } = ask('ok', { apiKey: wrongKey })
    const answer = await result
    expect(answer).toMatchObject({ ok: false, status: 502 })
    if (answer.ok) throw new Error('expected a failure')
    expect(answer.error).toContain('API key')
    expect(JSON.stringify(answer)).not.toContain(wrongKey)
    expect(JSON.stringify(answer)).not.toContain('invalid_api_key')
  })

  it.each([
    ['error', 'Voice service unavailable', 'status 503'],
    ['busy', 'Voice service busy', 'too many requests'],
  ] as const)('maps the %s scenario to 502 "%s"', async (scenario, error, details) => {
    const answer = await ask(scenario).result
    expect(answer).toMatchObject({ ok: false, status: 502, error })
    expect(JSON.stringify(answer)).toContain(details)
    expect(JSON.stringify(answer)).not.toContain('Traceback')
    expect(JSON.stringify(answer)).not.toContain(FAKE_UPSTREAM_API_KEY)
  })

  it('refuses a redirect: the other host never gets the key, the visitor never gets its URL', async () => {
    const { agentId, result } = ask('redirect')
    const answer = await result
    expect(answer).toEqual({
      ok: false,
      status: 502,
      error: 'Voice service error',
      details:
        'The voice service answered with a redirect (status 302), which the signer does not follow.',
    })
    expect(JSON.stringify(answer)).not.toMatch(/localhost|collect/)
    // Only the one request to the real path: /collect on the other host was never called.
    expect((await seenBy(agentId)).map((request) => request.path)).toEqual([
      '/v1/convai/conversation/get-signed-url',
    ])
  })

  it.each(['huge', 'hugedeclared'] as const)(
    'stops reading a %s body past the limit and answers at once',
    async (scenario) => {
      const { agentId, result } = ask(scenario)
      expect(await result).toEqual({
        ok: false,
        status: 502,
        error: 'No signed URL received from the voice service',
        details: `The voice service sent more than ${UPSTREAM_BODY_LIMIT / 1024} kB instead of a signed URL.`,
      })
      // The signer hangs up; the fake stops long before its 200 MiB.
      await vi.waitFor(async () => {
        const [request] = await seenBy(agentId)
        expect(request?.closedEarly).toBe(true)
        expect(request?.bytesSent).toBeLessThan(32 * 1024 * 1024)
      }, HANG_BOUND)
    },
  )

  it('refuses a 200 whose body is an HTML page', async () => {
    expect(await ask('garbage').result).toEqual({
      ok: false,
      status: 502,
      error: 'No signed URL received from the voice service',
      details: 'The voice service answered without a usable signed_url.',
    })
  })

  it.each([
    ['no signed_url', {}],
    ['a non-string signed_url', { signed_url: 42 }],
    ['a non-WebSocket signed_url', { signed_url: 'javascript:alert(1)' }],
  ])('refuses a 200 with %s', async (_label, body) => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(body))
    const answer = await fetchElevenLabsSignedUrl({ agentId: 'a', apiKey: 'k', origin })
    expect(answer).toMatchObject({
      status: 502,
      error: 'No signed URL received from the voice service',
    })
  })

  // workerd logs the lost connection itself ("uncaught exception ... Network connection lost")
  // beside the rejection the signer catches; the log is the runtime's, not an unhandled error.
  it('maps a connection cut before any answer to 502', async () => {
    const { agentId, result } = ask('drop')
    expect(await result).toEqual({
      ok: false,
      status: 502,
      error: 'Voice service unreachable',
      details: 'Could not connect to the voice service. Please try again.',
    })
    expect(await seenBy(agentId)).toHaveLength(1)
  })

  it.each([
    ['sends nothing at all', 'hang'],
    ['sends its headers, then stalls in the body', 'stall'],
  ] as const)('answers 504 when the voice service %s', async (_label, scenario) => {
    const { agentId, result } = ask(scenario, { timeoutMs: 500 })
    expect(await result).toEqual({
      ok: false,
      status: 504,
      error: 'Voice service timed out',
      details: 'The voice service did not answer within 0.5 seconds. Please try again.',
    })
    await vi.waitFor(async () => {
      expect((await seenBy(agentId))[0]?.closedEarly).toBe(true)
    }, HANG_BOUND)
  })

  it('waits 5 seconds by default, body included', async () => {
    expect(UPSTREAM_TIMEOUT_MS).toBe(5000)
    vi.useFakeTimers()
    let aborted: AbortSignal | undefined
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
      aborted = init?.signal ?? undefined
      // Headers at once, then a body that never ends.
      return new Response(new ReadableStream({ start: () => {} }))
    })
    const pending = fetchElevenLabsSignedUrl({ agentId: 'a', apiKey: 'k', origin })
    await vi.advanceTimersByTimeAsync(UPSTREAM_TIMEOUT_MS - 1)
    expect(aborted?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(pending).resolves.toMatchObject({ status: 504, error: 'Voice service timed out' })
  })
})

import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ANON_KEY, BASE, freshIp, SITE_ORIGIN, send, sitePost } from '../../test/http'
import { app } from '../app'
import { signDemoSession } from '../demo-signature'

const PATH = '/functions/v1/elevenlabs-signed-url'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('POST /functions/v1/elevenlabs-signed-url in demo mode', () => {
  it('signs a URL for the local demo agent that verifies with the shared secret', async () => {
    const before = Math.floor(Date.now() / 1000)
    const res = await send(sitePost(PATH, { agentId: 'demo-agent' }))
    expect(res.status).toBe(200)
    const { signed_url } = await res.json<{ signed_url: string }>()
    const url = new URL(signed_url)
    expect(`${url.origin}${url.pathname}`).toBe('ws://127.0.0.1:8788/v1/convai/conversation')
    expect(url.searchParams.get('agent_id')).toBe('demo-agent')
    const expires = Number(url.searchParams.get('expires'))
    expect(expires - before).toBeGreaterThanOrEqual(900)
    expect(expires - before).toBeLessThanOrEqual(901)
    expect(url.searchParams.get('signature')).toBe(
      await signDemoSession('local-demo-secret', 'demo-agent', expires),
    )
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN)
  })

  it('accepts the x-region header and forceFunctionRegion query supabase-js may send', async () => {
    const request = sitePost(PATH, { agentId: 'demo-agent' }, { 'x-region': 'ap-southeast-2' })
    const res = await send(
      new Request(`${request.url}?forceFunctionRegion=ap-southeast-2`, request),
    )
    expect(res.status).toBe(200)
  })

  it('accepts the anon key as Authorization: Bearer', async () => {
    const res = await send(
      new Request(`${BASE}${PATH}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${ANON_KEY}`,
          'content-type': 'application/json',
          'cf-connecting-ip': freshIp(),
        },
        body: JSON.stringify({ agentId: 'demo-agent' }),
      }),
    )
    expect(res.status).toBe(200)
  })

  it('answers 500 with a clear text when demo mode has no secret', async () => {
    const res = await app.request(sitePost(PATH, { agentId: 'demo-agent' }), undefined, {
      ...env,
      DEMO_AGENT_SECRET: '',
    })
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({
      error: 'Signer not configured',
      details: 'Set ELEVENLABS_API_KEY, or DEMO_AGENT_SECRET for demo mode.',
    })
  })

  it('answers 500 without internals when signing throws unexpectedly', async () => {
    vi.spyOn(crypto.subtle, 'sign').mockRejectedValue(new Error('HMAC failed at /secret/path'))
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await send(sitePost(PATH, { agentId: 'demo-agent' }))
    expect(res.status).toBe(500)
    const body = await res.text()
    expect(JSON.parse(body)).toEqual({
      error: 'Internal error',
      details: 'Something went wrong. Please try again.',
    })
    expect(body).not.toContain('/secret/path')
    expect(body).not.toMatch(/\bat\s/)
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN)
    expect(log).toHaveBeenCalledWith('signer: unhandled error', expect.any(Error))
  })

  it('uses DEMO_AGENT_URL when configured', async () => {
    const res = await app.request(sitePost(PATH, { agentId: 'demo-agent' }), undefined, {
      ...env,
      DEMO_AGENT_URL: 'wss://agent.example.com',
    })
    const { signed_url } = await res.json<{ signed_url: string }>()
    expect(signed_url).toMatch(/^wss:\/\/agent\.example\.com\/v1\/convai\/conversation\?/)
  })
})

describe('POST /functions/v1/elevenlabs-signed-url rejects bad requests', () => {
  it('refuses an agent outside ALLOWED_AGENT_IDS with 403 and no upstream call', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const res = await app.request(sitePost(PATH, { agentId: 'someone-elses-agent' }), undefined, {
      ...env,
      ELEVENLABS_API_KEY: 'sk_test',
    })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({
      error: 'Agent not found',
      details: 'This signer does not serve that agent.',
    })
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it.each([
    ['a missing agentId', {}],
    ['a non-string agentId', { agentId: 7 }],
    ['an empty agentId', { agentId: '' }],
    ['an agentId with URL characters', { agentId: 'demo-agent&x=1' }],
  ])('answers 400 for %s', async (_label, body) => {
    const res = await send(sitePost(PATH, body))
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: 'Invalid agentId' })
  })

  it('answers 400 for malformed JSON', async () => {
    const res = await send(sitePost(PATH, '{"agentId":'))
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: 'Invalid JSON',
      details: 'The request body is not valid JSON.',
    })
  })

  it('answers 400 for JSON that is not an object', async () => {
    const res = await send(sitePost(PATH, '["demo-agent"]'))
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: 'Invalid JSON' })
  })

  it('answers 415 for a body that is not JSON', async () => {
    const res = await send(sitePost(PATH, 'agentId=demo-agent', { 'content-type': 'text/plain' }))
    expect(res.status).toBe(415)
    expect(await res.json()).toMatchObject({ error: 'Unsupported media type' })
  })

  it('answers 413 for a body over 4 kB', async () => {
    const res = await send(sitePost(PATH, { agentId: 'demo-agent', pad: 'x'.repeat(4096) }))
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({
      error: 'Request body too large',
      details: 'Send at most 4 kB.',
    })
  })

  it('answers 413 for a streamed body over 4 kB without Content-Length', async () => {
    const chunk = new TextEncoder().encode(`{"agentId":"demo-agent","pad":"${'x'.repeat(5000)}"}`)
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(chunk)
        controller.close()
      },
    })
    const request = sitePost(PATH, '')
    const res = await app.request(
      new Request(request.url, { method: 'POST', headers: request.headers, body: stream }),
      undefined,
      env,
    )
    expect(res.status).toBe(413)
  })

  it('answers 401 without an anon key', async () => {
    const request = sitePost(PATH, { agentId: 'demo-agent' })
    request.headers.delete('apikey')
    const res = await send(request)
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ error: 'No API key found in request' })
  })

  it('answers 401 for a wrong anon key, in either header', async () => {
    const viaApikey = await send(sitePost(PATH, { agentId: 'demo-agent' }, { apikey: 'nope' }))
    expect(viaApikey.status).toBe(401)
    expect(await viaApikey.json()).toMatchObject({ error: 'Invalid API key' })

    const request = sitePost(PATH, { agentId: 'demo-agent' }, { authorization: 'Bearer nope' })
    request.headers.delete('apikey')
    const viaBearer = await send(request)
    expect(viaBearer.status).toBe(401)
  })

  it('answers 404 in the uniform shape for GET', async () => {
    const res = await send(new Request(`${BASE}${PATH}`))
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({
      error: 'Not found',
      details: 'No such route on the signer.',
    })
  })
})

describe('POST /functions/v1/elevenlabs-signed-url with an ElevenLabs key', () => {
  const liveEnv = { ...env, ELEVENLABS_API_KEY: 'sk_live_secret_value' }
  const ask = () => app.request(sitePost(PATH, { agentId: 'demo-agent' }), undefined, liveEnv)
  const upstream = (answer: () => Response | Promise<Response>) =>
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer())

  it('returns the upstream signed_url', async () => {
    const spy = upstream(() => Response.json({ signed_url: 'wss://api.elevenlabs.io/v1/x?t=1' }))
    const res = await ask()
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ signed_url: 'wss://api.elevenlabs.io/v1/x?t=1' })
    expect(String(spy.mock.calls[0]?.[0])).toContain('agent_id=demo-agent')
  })

  it.each([
    [404, 404, 'Agent not found'],
    [401, 502, 'API key'],
    [500, 502, 'Voice service error'],
  ])('maps upstream %i to %i containing "%s"', async (upstreamStatus, status, text) => {
    upstream(() => new Response('{"detail":"sk_live_secret_value"}', { status: upstreamStatus }))
    const res = await ask()
    expect(res.status).toBe(status)
    const body = await res.text()
    expect(JSON.parse(body).error).toContain(text)
    expect(body).not.toContain('sk_live_secret_value')
  })

  it('maps a network failure to 502', async () => {
    upstream(() => {
      throw new TypeError('Network connection lost.')
    })
    const res = await ask()
    expect(res.status).toBe(502)
    expect(await res.json()).toMatchObject({ error: 'Voice service unreachable' })
  })

  it('maps a hung upstream to 504 after 5 seconds', async () => {
    vi.useFakeTimers()
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')))
        }),
    )
    const pending = ask()
    await vi.advanceTimersByTimeAsync(5000)
    const res = await pending
    expect(res.status).toBe(504)
    expect(await res.json()).toMatchObject({ error: 'Voice service timed out' })
  })
})

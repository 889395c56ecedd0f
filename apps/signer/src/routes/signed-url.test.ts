import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { FAKE_UPSTREAM_API_KEY, fakeAgent } from '../../test/fake-upstream-agents'
import { ANON_KEY, BASE, freshIp, SITE_ORIGIN, send, sitePost } from '../../test/http'
import { mockUpstreamFetch } from '../../test/upstream-fetch'
import { app } from '../app'
import { signDemoSession } from '../demo-signature'
import { TURNSTILE_DUMMY_TOKEN } from '../turnstile/test-keys'

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
          'x-turnstile-token': TURNSTILE_DUMMY_TOKEN,
        },
        body: JSON.stringify({ agentId: 'demo-agent' }),
      }),
    )
    expect(res.status).toBe(200)
  })

  it('answers 500 naming no secret when demo mode has no secret', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await app.request(sitePost(PATH, { agentId: 'demo-agent' }), undefined, {
      ...env,
      DEMO_AGENT_SECRET: '',
    })
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({
      error: 'Signer not configured',
      details: 'Please let the site owner know.',
    })
    expect(log).toHaveBeenCalledWith('signer: not configured: DEMO_AGENT_SECRET is not set')
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
    const { upstreamCalls } = mockUpstreamFetch()
    const res = await app.request(sitePost(PATH, { agentId: 'someone-elses-agent' }), undefined, {
      ...env,
      ELEVENLABS_API_KEY: 'sk_test',
    })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({
      error: 'Agent not found',
      details: 'This signer does not serve that agent.',
    })
    expect(upstreamCalls).toEqual([])
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

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])(
    'answers %s with 405 and the methods it takes',
    async (method) => {
      const res = await send(
        new Request(`${BASE}${PATH}`, { method, headers: { origin: SITE_ORIGIN } }),
      )
      expect(res.status).toBe(405)
      expect(res.headers.get('allow')).toBe('POST, OPTIONS')
      expect(res.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN)
      expect(await res.json()).toEqual({
        error: 'Method not allowed',
        details: `Send a POST request to ${PATH}.`,
      })
    },
  )

  it.each([
    ['empty', ''],
    ['blank', '  '],
  ])('accepts a valid bearer token beside an %s apikey header', async (_label, apikey) => {
    const headers = { apikey, authorization: `Bearer ${ANON_KEY}` }
    const res = await send(sitePost(PATH, { agentId: 'demo-agent' }, headers))
    expect(res.status).toBe(200)
  })

  it('still refuses an empty apikey with no bearer token, or beside a wrong one', async () => {
    const alone = await send(sitePost(PATH, { agentId: 'demo-agent' }, { apikey: '' }))
    expect(alone.status).toBe(401)
    expect(await alone.json()).toMatchObject({ error: 'No API key found in request' })
    const wrong = await send(
      sitePost(PATH, { agentId: 'demo-agent' }, { apikey: '', authorization: 'Bearer nope' }),
    )
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toMatchObject({ error: 'Invalid API key' })
  })
})

describe('POST /functions/v1/elevenlabs-signed-url with an ElevenLabs key', () => {
  const origin = inject('fakeUpstreamOrigin')
  /** The signer as deployed with a key, pointed at the fake ElevenLabs for one agent. */
  const askAs = (agentId: string, settings: Partial<typeof env> = {}) =>
    app.request(sitePost(PATH, { agentId }), undefined, {
      ...env,
      ALLOWED_AGENT_IDS: agentId,
      ELEVENLABS_API_KEY: FAKE_UPSTREAM_API_KEY,
      ELEVENLABS_API_ORIGIN: origin,
      ...settings,
    })

  it('returns the signed_url from ELEVENLABS_API_ORIGIN', async () => {
    const agentId = fakeAgent('ok')
    const res = await askAs(agentId)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      signed_url: `wss://api.elevenlabs.io/v1/convai/conversation?agent_id=${agentId}&conversation_signature=fake&conversation_id=conv_fake`,
    })
  })

  it('asks the real service when ELEVENLABS_API_ORIGIN is unset or empty', async () => {
    const { upstreamCalls } = mockUpstreamFetch()
    for (const setting of [undefined, '']) {
      await askAs('agent_1', { ELEVENLABS_API_ORIGIN: setting as string })
    }
    expect(upstreamCalls.map(({ url }) => new URL(url).origin)).toEqual([
      'https://api.elevenlabs.io',
      'https://api.elevenlabs.io',
    ])
  })

  it.each([
    ['plain http to a network host', 'http://api.elevenlabs.io'],
    ['a path', 'https://api.elevenlabs.io/v1'],
    ['a query', 'https://api.elevenlabs.io?x=1'],
    ['credentials', 'https://user:pass@api.elevenlabs.io'],
    ['another scheme', 'ftp://api.elevenlabs.io'],
    ['no URL at all', 'api.elevenlabs.io'],
  ])('answers 500 and calls nobody when ELEVENLABS_API_ORIGIN has %s', async (_label, setting) => {
    const { upstreamCalls } = mockUpstreamFetch()
    const res = await askAs('agent_1', { ELEVENLABS_API_ORIGIN: setting })
    expect(res.status).toBe(500)
    const body = await res.json<{ error: string; details: string }>()
    expect(body.error).toBe('Signer not configured')
    expect(body.details).toContain('ELEVENLABS_API_ORIGIN must be an https origin')
    expect(upstreamCalls).toEqual([])
  })
})

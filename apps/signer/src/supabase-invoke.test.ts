import { env, exports } from 'cloudflare:workers'
import {
  createClient,
  FunctionRegion,
  FunctionsHttpError,
  FunctionsRelayError,
} from '@supabase/supabase-js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ANON_KEY, freshIp, SITE_ORIGIN } from '../test/http'
import { mockUpstreamFetch } from '../test/upstream-fetch'
import { app } from './app'
import { TURNSTILE_DUMMY_TOKEN } from './turnstile/test-keys'

// The site talks to the signer only through supabase-js `functions.invoke`, so these tests use
// the real library: its error classes and messages are what the site's catalogue matches on.

type Handler = (request: Request) => Response | Promise<Response>

/** A supabase-js client whose requests land on the signer in this isolate, as the browser's would. */
function siteClient(handle: Handler = (request) => exports.default.fetch(request), key = ANON_KEY) {
  return createClient('http://127.0.0.1:8787', key, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: {
      fetch: (input, init) => {
        const request = new Request(input, init)
        // What the browser and Cloudflare add on the way in.
        request.headers.set('origin', SITE_ORIGIN)
        request.headers.set('cf-connecting-ip', freshIp())
        request.headers.set('x-turnstile-token', TURNSTILE_DUMMY_TOKEN)
        return Promise.resolve(handle(request))
      },
    },
  })
}

/** Reads the signer's `{ error, details }` from a FunctionsHttpError, as the site does. */
async function errorBody(error: unknown) {
  expect(error).toBeInstanceOf(FunctionsHttpError)
  return (error as FunctionsHttpError).context.json() as Promise<{
    error: string
    details?: string
  }>
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('supabase-js functions.invoke against the signer', () => {
  it('gets a demo signed_url', async () => {
    const { data, error } = await siteClient().functions.invoke('elevenlabs-signed-url', {
      body: { agentId: 'demo-agent' },
    })
    expect(error).toBeNull()
    expect(data.signed_url).toMatch(
      /^ws:\/\/127\.0\.0\.1:8788\/v1\/convai\/conversation\?agent_id=demo-agent&expires=\d+&signature=[\w-]{43}$/,
    )
  })

  it('gets a signed_url when a region is requested (x-region header)', async () => {
    const seen: Request[] = []
    const client = siteClient((request) => {
      seen.push(request.clone())
      return exports.default.fetch(request)
    })
    const { data, error } = await client.functions.invoke('elevenlabs-signed-url', {
      body: { agentId: 'demo-agent' },
      region: FunctionRegion.ApSoutheast2,
    })
    expect(error).toBeNull()
    expect(data.signed_url).toContain('agent_id=demo-agent')
    expect(seen[0]?.headers.get('x-region')).toBe('ap-southeast-2')
  })

  it('reports a refused agent as a non-2xx error whose body says "Agent not found"', async () => {
    const { data, error } = await siteClient().functions.invoke('elevenlabs-signed-url', {
      body: { agentId: 'unknown-agent' },
    })
    expect(data).toBeNull()
    expect(error?.message).toBe('Edge Function returned a non-2xx status code')
    expect((error as FunctionsHttpError).context.status).toBe(403)
    expect((await errorBody(error)).error).toContain('Agent not found')
  })

  it('reports a wrong anon key as an error containing "API key"', async () => {
    const client = siteClient(undefined, 'wrong-anon-key')
    const { error } = await client.functions.invoke('elevenlabs-signed-url', {
      body: { agentId: 'demo-agent' },
    })
    expect(error?.message).toBe('Edge Function returned a non-2xx status code')
    expect((await errorBody(error)).error).toContain('API key')
  })

  it('never sends the relay-error header, so failures are never FunctionsRelayError', async () => {
    const { error } = await siteClient().functions.invoke('elevenlabs-signed-url', {
      body: { agentId: 'unknown-agent' },
    })
    expect(error).not.toBeInstanceOf(FunctionsRelayError)
    expect((error as FunctionsHttpError).context.headers.get('x-relay-error')).toBeNull()
  })

  describe('with an ElevenLabs key', () => {
    const live = siteClient((request) =>
      app.request(request, undefined, { ...env, ELEVENLABS_API_KEY: 'sk_live_secret_value' }),
    )
    const invoke = () =>
      live.functions.invoke('elevenlabs-signed-url', { body: { agentId: 'demo-agent' } })

    it('passes the upstream signed_url through', async () => {
      mockUpstreamFetch(() =>
        Response.json({ signed_url: 'wss://api.elevenlabs.io/v1/convai/conversation?token=t' }),
      )
      const { data, error } = await invoke()
      expect(error).toBeNull()
      expect(data).toEqual({ signed_url: 'wss://api.elevenlabs.io/v1/convai/conversation?token=t' })
    })

    it.each([
      [404, 'Agent not found'],
      [401, 'API key'],
    ])('turns upstream %i into an error containing "%s"', async (status, text) => {
      mockUpstreamFetch(() => new Response('{}', { status }))
      const { error } = await invoke()
      expect(error?.message).toBe('Edge Function returned a non-2xx status code')
      const body = await errorBody(error)
      expect(body.error).toContain(text)
      expect(JSON.stringify(body)).not.toContain('sk_live_secret_value')
    })

    it('turns a network failure into a 502 with details', async () => {
      mockUpstreamFetch(() => Promise.reject(new TypeError('Network connection lost.')))
      const { error } = await invoke()
      expect((error as FunctionsHttpError).context.status).toBe(502)
      expect(await errorBody(error)).toEqual({
        error: 'Voice service unreachable',
        details: 'Could not connect to the voice service. Please try again.',
      })
    })
  })

  it('stores a contact request', async () => {
    const { data, error } = await siteClient().functions.invoke('contact', {
      body: {
        name: 'Priya Shah',
        email: 'priya@cafe.example',
        message: 'Can a voice agent take our catering orders?',
        website: '',
      },
      headers: { 'Idempotency-Key': 'supabase-invoke-contact-1' },
    })
    expect(error).toBeNull()
    expect(data).toMatchObject({ received: true, id: expect.any(String) })
    const row = await env.DB.prepare('SELECT id FROM contact_requests WHERE email = ?')
      .bind('priya@cafe.example')
      .first<{ id: string }>()
    expect(row?.id).toBe(data.id)
  })

  it('reports an invalid contact request as a non-2xx error with the schema messages', async () => {
    const { error } = await siteClient().functions.invoke('contact', {
      body: { name: 'Priya', email: 'not-an-email', message: 'Hello there, please call.' },
    })
    expect(error?.message).toBe('Edge Function returned a non-2xx status code')
    expect(await errorBody(error)).toEqual({
      error: 'Invalid contact request',
      details: 'Please enter a valid email address, like name@business.com.au.',
      fields: { email: 'Please enter a valid email address, like name@business.com.au.' },
    })
    const row = await env.DB.prepare('SELECT id FROM contact_requests WHERE email = ?')
      .bind('not-an-email')
      .first()
    expect(row).toBeNull()
  })
})

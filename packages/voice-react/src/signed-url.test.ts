import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { voiceErrorMessage } from './messages'
import { SignerError, type SupabaseSignedUrlOptions, supabaseSignedUrl } from './signed-url'
import { startTestSigner, type TestSigner } from './signer.test.helper'

// Both ways of calling — the plain `fetch` and the real supabase-js client — against a real HTTP
// server that answers as the signer does: the same requests, results and error texts.

let signer: TestSigner
const SIGNED = 'ws://127.0.0.1:8788/v1/convai/conversation?agent_id=demo-agent&signature=abc'

beforeAll(async () => {
  signer = await startTestSigner((agentId) => (agentId === 'demo-agent' ? SIGNED : undefined))
})
afterAll(() => signer.close())

type Way = (options: SupabaseSignedUrlOptions) => SupabaseSignedUrlOptions

const plainFetch: Way = (options) => options
const supabaseJs: Way = (options) => ({
  ...options,
  client: createClient(options.supabaseUrl, options.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  }),
})

describe.each([
  ['with fetch', plainFetch],
  ['with a supabase-js client', supabaseJs],
])('supabaseSignedUrl %s', (_way, way) => {
  const signedUrl = (options: SupabaseSignedUrlOptions) => supabaseSignedUrl(way(options))
  const getter = (key = signer.anonKey) =>
    signedUrl({ supabaseUrl: signer.url, supabaseAnonKey: key })
  const fetchUrl = (agentId = 'demo-agent', key?: string) =>
    getter(key)(agentId, { signal: new AbortController().signal })

  it('invokes elevenlabs-signed-url with the agent id and returns its signed_url', async () => {
    await expect(fetchUrl()).resolves.toBe(SIGNED)
    const request = signer.requests.at(-1)
    expect(request?.method).toBe('POST')
    expect(request?.path).toBe('/functions/v1/elevenlabs-signed-url')
    expect(JSON.parse(request?.body ?? '')).toEqual({ agentId: 'demo-agent' })
    expect(request?.headers.apikey).toBe(signer.anonKey)
    expect(request?.headers.authorization).toBe(`Bearer ${signer.anonKey}`)
  })

  it('raises the server error with its details, which the panel shows as a configuration error', async () => {
    const failure = fetchUrl('unknown-agent')
    await expect(failure).rejects.toThrow(
      'Server error: Agent not found (This agent is not available on this site.)',
    )
    expect(voiceErrorMessage(await failure.catch((error: unknown) => error))).toBe(
      'Voice agent configuration error. Please contact support.',
    )
  })

  it('raises a wrong anon key as an "API key" server error', async () => {
    const failure = fetchUrl('demo-agent', 'wrong-key')
    await expect(failure).rejects.toThrow(
      'Server error: Invalid API key (The anon key is not valid for this signer.)',
    )
    expect(voiceErrorMessage(await failure.catch((error: unknown) => error))).toBe(
      'Voice service configuration error. Please contact support.',
    )
  })

  it('sends the extra headers, asked for afresh on each start', async () => {
    let asked = 0
    const withHeaders = signedUrl({
      supabaseUrl: signer.url,
      supabaseAnonKey: signer.anonKey,
      headers: async () => ({ 'x-turnstile-token': `token-${++asked}` }),
    })
    const signal = new AbortController().signal
    await expect(withHeaders('demo-agent', { signal })).resolves.toBe(SIGNED)
    expect(signer.requests.at(-1)?.headers['x-turnstile-token']).toBe('token-1')
    await withHeaders('demo-agent', { signal })
    expect(signer.requests.at(-1)?.headers['x-turnstile-token']).toBe('token-2')
  })

  it("ends the start with the headers' own error, asking the signer nothing", async () => {
    const before = signer.requests.length
    const failing = signedUrl({
      supabaseUrl: signer.url,
      supabaseAnonKey: signer.anonKey,
      headers: () => Promise.reject(new Error('Human check failed to load')),
    })
    await expect(failing('demo-agent', { signal: new AbortController().signal })).rejects.toThrow(
      'Human check failed to load',
    )
    expect(signer.requests.length).toBe(before)
  })

  it("keeps the signer's code and status on the error", async () => {
    signer.answerNext({
      status: 403,
      headers: { 'content-type': 'application/json' },
      body: '{"error":"Human check failed","details":"Try again.","code":"turnstile-failed"}',
    })
    const error = await fetchUrl().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SignerError)
    expect(error).toMatchObject({
      message: 'Server error: Human check failed (Try again.)',
      code: 'turnstile-failed',
      status: 403,
    })
  })

  it('reads an error in a 200 answer, with or without details', async () => {
    signer.answerNext({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: '{"error":"Quota exceeded"}',
    })
    await expect(fetchUrl()).rejects.toThrow(/^Server error: Quota exceeded$/)
  })

  it.each([
    ['an empty body', { status: 200, body: '' }, 'No response data from server'],
    [
      'JSON without signed_url',
      { status: 200, headers: { 'content-type': 'application/json' }, body: '{}' },
      'No signed URL received from server',
    ],
    ['plain text', { status: 200, body: 'ok' }, 'No signed URL received from server'],
    [
      'a non-2xx answer without a JSON error',
      { status: 502, body: 'Bad gateway' },
      'Failed to get signed URL: Edge Function returned a non-2xx status code',
    ],
    [
      'a relay error',
      { status: 200, headers: { 'x-relay-error': 'true' }, body: '' },
      'Failed to get signed URL: Relay Error invoking the Edge Function',
    ],
  ])('raises %s exactly as the catalogue words it', async (_case, answer, message) => {
    signer.answerNext(answer)
    const failure = await fetchUrl().catch((error: unknown) => error)
    expect((failure as Error).message).toBe(message)
  })

  it('raises a network failure in supabase-js words, with the cause behind them', async () => {
    const closed = await startTestSigner(() => SIGNED)
    await closed.close()
    const get = signedUrl({ supabaseUrl: closed.url, supabaseAnonKey: 'k' })
    const failure = (await get('demo-agent', { signal: new AbortController().signal }).catch(
      (error: unknown) => error,
    )) as Error
    expect(failure.message).toBe(
      'Failed to get signed URL: Failed to send a request to the Edge Function',
    )
    expect(failure.cause).toBeInstanceOf(TypeError)
  })

  it('aborts the request when its signal is aborted, rejecting with the reason', async () => {
    signer.answerNext({ status: 200, hold: true })
    const before = signer.requests.length
    const controller = new AbortController()
    const pending = getter()('demo-agent', { signal: controller.signal })
    await expect.poll(() => signer.requests.length).toBe(before + 1)
    const seen = signer.requests.at(-1)
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    await expect.poll(() => seen?.abandoned).toBe(true)
  })

  it('does not call the server at all when aborted before it starts', async () => {
    const before = signer.requests.length
    const controller = new AbortController()
    controller.abort()
    await expect(getter()('demo-agent', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    })
    expect(signer.requests).toHaveLength(before)
  })
})

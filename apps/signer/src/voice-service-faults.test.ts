import { env } from 'cloudflare:workers'
import { createClient, FunctionsHttpError } from '@supabase/supabase-js'
import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { FAKE_UPSTREAM_API_KEY, type FakeScenario, fakeAgent } from '../test/fake-upstream-agents'
import { ANON_KEY, freshIp, SITE_ORIGIN } from '../test/http'
import { app } from './app'
import { TURNSTILE_DUMMY_TOKEN } from './turnstile/test-keys'

// End to end as the site meets a broken voice service: supabase-js `functions.invoke` → the
// signer (with a key, ELEVENLABS_API_ORIGIN pointed at the fake ElevenLabs on a real socket) →
// the fake's fault → the `{ error, details }` the site turns into the panel's text.
const origin = inject('fakeUpstreamOrigin')

/** Asks for a signed URL for a fresh agent of `scenario`, as the site does. */
async function invoke(
  scenario: FakeScenario,
  apiKey = FAKE_UPSTREAM_API_KEY,
  agentId = fakeAgent(scenario),
) {
  const signerEnv = {
    ...env,
    ALLOWED_AGENT_IDS: agentId,
    ELEVENLABS_API_KEY: apiKey,
    ELEVENLABS_API_ORIGIN: origin,
  }
  const client = createClient('http://127.0.0.1:8787', ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: {
      fetch: async (input, init) => {
        const request = new Request(input, init)
        request.headers.set('origin', SITE_ORIGIN)
        request.headers.set('cf-connecting-ip', freshIp())
        request.headers.set('x-turnstile-token', TURNSTILE_DUMMY_TOKEN)
        return app.request(request, undefined, signerEnv)
      },
    },
  })
  const { data, error } = await client.functions.invoke<{ signed_url: string }>(
    'elevenlabs-signed-url',
    { body: { agentId } },
  )
  if (!error) return { agentId, data, status: 200, shown: undefined }
  expect(error).toBeInstanceOf(FunctionsHttpError)
  const response = (error as FunctionsHttpError).context as Response
  const body = await response.json<{ error: string; details?: string }>()
  return { agentId, data, status: response.status, body, shown: panelText(body) }
}

/**
 * What the voice panel shows for a signer error (docs/messages.md#signer-errors): "Server error: error (details)",
 * or the catalogue's plainer words when it mentions "Agent not found" or "API key".
 */
function panelText(body: { error: string; details?: string }): string {
  const message = body.details
    ? `Server error: ${body.error} (${body.details})`
    : `Server error: ${body.error}`
  if (message.includes('Agent not found')) {
    return 'Voice agent configuration error. Please contact support.'
  }
  if (message.includes('API key'))
    return 'Voice service configuration error. Please contact support.'
  return message
}

afterEach(() => {
  vi.useRealTimers()
})

describe('a broken voice service, as the site sees it', () => {
  it('gets the signed_url when the voice service works', async () => {
    const { agentId, data, status } = await invoke('ok')
    expect(status).toBe(200)
    expect(data?.signed_url).toContain(`agent_id=${agentId}`)
  })

  it('shows a voice service configuration error for a refused API key (401)', async () => {
    const { status, body, shown } = await invoke('ok', 'sk_revoked_key')
    expect(status).toBe(502)
    expect(body?.error).toBe('Voice service rejected the API key')
    expect(JSON.stringify(body)).not.toContain('sk_revoked_key')
    expect(shown).toBe('Voice service configuration error. Please contact support.')
  })

  it('shows a voice agent configuration error for an unknown agent (404)', async () => {
    const { status, body, shown } = await invoke('missing')
    expect(status).toBe(404)
    expect(body?.error).toBe('Agent not found')
    expect(shown).toBe('Voice agent configuration error. Please contact support.')
  })

  it.each([
    [
      'an outage (503)',
      'error',
      502,
      'Server error: Voice service unavailable (The voice service answered with status 503. Please try again in a minute.)',
    ],
    [
      'a rate limit (429)',
      'busy',
      502,
      'Server error: Voice service busy (The voice service is handling too many requests. Please try again in a minute.)',
    ],
    [
      'an HTML page instead of JSON',
      'garbage',
      502,
      'Server error: No signed URL received from the voice service (The voice service answered without a usable signed_url.)',
    ],
    [
      'a 200 MiB answer',
      'huge',
      502,
      'Server error: No signed URL received from the voice service (The voice service sent more than 8 kB instead of a signed URL.)',
    ],
    [
      'a redirect to another host',
      'redirect',
      502,
      'Server error: Voice service error (The voice service answered with a redirect (status 302), which the signer does not follow.)',
    ],
  ] as const)('shows a plain server error for %s', async (_label, scenario, status, text) => {
    const answer = await invoke(scenario)
    expect(answer.status).toBe(status)
    expect(answer.shown).toBe(text)
    expect(JSON.stringify(answer.body)).not.toMatch(/Traceback|localhost|collect|sk_fake/)
  })

  it('shows a timeout when the voice service never answers', async () => {
    // The signer's 5-second timer is faked; the request itself really goes out and hangs.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const agentId = fakeAgent('hang')
    const pending = invoke('hang', FAKE_UPSTREAM_API_KEY, agentId)
    // The human check comes first; the clock moves only once the request is with the fake.
    while (
      (await (await fetch(`${origin}/__requests?agent=${agentId}`)).json<unknown[]>()).length === 0
    ) {
      await scheduler.wait(20)
    }
    await vi.advanceTimersByTimeAsync(5000)
    const { status, shown } = await pending
    expect(status).toBe(504)
    expect(shown).toBe(
      'Server error: Voice service timed out (The voice service did not answer within 5 seconds. Please try again.)',
    )
  })
})

import { env } from 'cloudflare:workers'
import { describe, expect, inject, it, vi } from 'vitest'
import { FAKE_UPSTREAM_API_KEY, fakeAgent } from '../../test/fake-upstream-agents'
import { send, sitePost } from '../../test/http'
import { app } from '../app'
import { mintStandInToken } from './stand-in-verdict'
import { TURNSTILE_DUMMY_TOKEN, TURNSTILE_TEST_KEYS } from './test-keys'

const VOICE = '/functions/v1/elevenlabs-signed-url'
const CONTACT = '/functions/v1/contact'
// A secret that is not a test key: the stand-in then acts as a real widget would.
const REAL_SECRET = '0x4AAAAAAAstandinrealsecretkey'
const upstream = inject('fakeUpstreamOrigin')

/** The signer with a key, pointed at the fake ElevenLabs, with Turnstile settings on top. */
function voiceEnv(agentId: string, settings: Record<string, string> = {}) {
  return {
    ...env,
    ALLOWED_AGENT_IDS: agentId,
    ELEVENLABS_API_KEY: FAKE_UPSTREAM_API_KEY,
    ELEVENLABS_API_ORIGIN: upstream,
    ...settings,
  }
}

/** What the fake ElevenLabs received for an agent. */
async function upstreamSaw(agentId: string): Promise<unknown[]> {
  return (await fetch(`${upstream}/__requests?agent=${agentId}`)).json<unknown[]>()
}

async function contactRows(email: string): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM contact_requests WHERE email = ?')
    .bind(email)
    .first<{ n: number }>()
  return row?.n ?? 0
}

const contact = (email: string) => ({
  name: 'Sam Nguyen',
  email,
  message: 'We would like an AI receptionist for after-hours calls.',
})

describe('a script without a person behind it', () => {
  it('gets no signed URL, and the voice service is never asked', async () => {
    const agentId = fakeAgent('ok')
    const res = await app.request(
      sitePost(VOICE, { agentId }, { 'x-turnstile-token': '' }),
      undefined,
      voiceEnv(agentId),
    )
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ code: 'turnstile-missing' })
    expect(await upstreamSaw(agentId)).toEqual([])
  })

  it('stores no contact request', async () => {
    const email = 'no-token@script.example'
    const request = sitePost(CONTACT, contact(email))
    request.headers.delete('x-turnstile-token')
    const res = await send(request)
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({
      error: 'Human check missing',
      details: 'This request needs the human check from the site. Please try again from the page.',
      code: 'turnstile-missing',
    })
    expect(await contactRows(email)).toBe(0)
  })
})

describe('Cloudflare test secret keys, through the stand-in siteverify', () => {
  it('passes the dummy token with the always-passes key', async () => {
    const agentId = fakeAgent('ok')
    const res = await app.request(sitePost(VOICE, { agentId }), undefined, voiceEnv(agentId))
    expect(res.status).toBe(200)
  })

  it.each([
    [TURNSTILE_TEST_KEYS.secretFails, 'turnstile-failed', 'Human check failed'],
    [TURNSTILE_TEST_KEYS.secretSpent, 'turnstile-spent', 'Human check already used'],
  ])('refuses with %s: 403 %s, nothing upstream, nothing stored', async (secret, code, error) => {
    const agentId = fakeAgent('ok')
    const voice = await app.request(
      sitePost(VOICE, { agentId }),
      undefined,
      voiceEnv(agentId, { TURNSTILE_SECRET_KEY: secret }),
    )
    expect(voice.status).toBe(403)
    expect(await voice.json()).toMatchObject({ code, error })
    expect(await upstreamSaw(agentId)).toEqual([])

    const email = `${code}@refused.example`
    const form = await app.request(sitePost(CONTACT, contact(email)), undefined, {
      ...env,
      TURNSTILE_SECRET_KEY: secret,
    })
    expect(form.status).toBe(403)
    expect(await form.json()).toMatchObject({ code })
    expect(await contactRows(email)).toBe(0)
  })
})

describe('a real secret key (the stand-in acting as Cloudflare for real widgets)', () => {
  const realEnv = { ...env, TURNSTILE_SECRET_KEY: REAL_SECRET }

  it('takes a token once: the replay is refused as spent and stores nothing more', async () => {
    const token = mintStandInToken('contact', '127.0.0.1')
    const email = 'once@replay.example'
    const first = await app.request(
      sitePost(CONTACT, contact(email), { 'x-turnstile-token': token }),
      undefined,
      realEnv,
    )
    expect(first.status).toBe(201)
    const replay = await app.request(
      sitePost(CONTACT, contact(email), { 'x-turnstile-token': token }),
      undefined,
      realEnv,
    )
    expect(replay.status).toBe(403)
    expect(await replay.json()).toMatchObject({ code: 'turnstile-spent' })
    expect(await contactRows(email)).toBe(1)
  })

  it.each([
    ['solved for the other function', mintStandInToken('voice-start', '127.0.0.1')],
    ['solved on another site', mintStandInToken('contact', 'evil.example')],
    ['the dummy token of a test site key', TURNSTILE_DUMMY_TOKEN],
    ['made up', 'standin.not-base64.x'],
  ])('refuses a token %s', async (_label, token) => {
    const email = `refused-${crypto.randomUUID()}@token.example`
    const res = await app.request(
      sitePost(CONTACT, contact(email), { 'x-turnstile-token': token }),
      undefined,
      realEnv,
    )
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ code: 'turnstile-failed' })
    expect(await contactRows(email)).toBe(0)
  })

  it('sends siteverify the secret, the token and the visitor address', async () => {
    const realFetch = globalThis.fetch
    let sent: Request | undefined
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const request = new Request(input, init)
      sent = request.clone()
      return realFetch(request)
    })
    const token = mintStandInToken('contact', '127.0.0.1')
    const request = sitePost(CONTACT, contact('form@fields.example'), {
      'x-turnstile-token': token,
    })
    const ip = request.headers.get('cf-connecting-ip')
    const res = await app.request(request, undefined, realEnv)
    expect(res.status).toBe(201)
    expect(sent?.url).toBe(env.TURNSTILE_SITEVERIFY_URL)
    expect(Object.fromEntries(new URLSearchParams(await sent?.text()))).toEqual({
      secret: REAL_SECRET,
      response: token,
      remoteip: ip,
    })
    spy.mockRestore()
  })
})

/** Production as deployed: its rate limiting bindings in place (here, always allowing). */
const production = {
  SIGNER_ENV: 'production',
  CONTACT_RATE_LIMITER: { limit: async () => ({ success: true }) },
}

describe('when the human check cannot be done', () => {
  it('answers 503 when siteverify is unreachable, and asks nobody else', async () => {
    const agentId = fakeAgent('ok')
    const res = await app.request(
      sitePost(VOICE, { agentId }),
      undefined,
      voiceEnv(agentId, { TURNSTILE_SITEVERIFY_URL: 'http://127.0.0.1:9/siteverify' }),
    )
    expect(res.status).toBe(503)
    expect(await res.json()).toMatchObject({ code: 'turnstile-unavailable' })
    expect(await upstreamSaw(agentId)).toEqual([])
  })

  it.each([
    ['no secret key and no stand-in', { TURNSTILE_SECRET_KEY: ' ', TURNSTILE_STAND_IN: '' }],
    ['no secret key in production', { ...production, TURNSTILE_STAND_IN: 'on' }],
    [
      'a test secret key in production',
      { ...production, TURNSTILE_SECRET_KEY: TURNSTILE_TEST_KEYS.secretPasses },
    ],
  ])('answers 500 with %s, naming no setting', async (_label, settings) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await app.request(sitePost(CONTACT, contact('cfg@signer.example')), undefined, {
      ...env,
      ...settings,
    })
    // The owner's log says which setting; the visitor's answer does not.
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('TURNSTILE_SECRET_KEY'))
    consoleError.mockRestore()
    expect(res.status).toBe(500)
    const text = await res.text()
    expect(JSON.parse(text)).toEqual({
      error: 'Signer not configured',
      details: 'Please let the site owner know.',
    })
    expect(text).not.toMatch(/TURNSTILE|SECRET|1x0/)
  })
})

describe('the stand-in on the signer (pnpm dev)', () => {
  const local = { ...env, TURNSTILE_SITEVERIFY_URL: '', TURNSTILE_STAND_IN: 'on' }

  it('redeems tokens in-process when no siteverify address is set', async () => {
    const res = await app.request(
      sitePost(CONTACT, contact('dev@stand-in.example')),
      undefined,
      local,
    )
    expect(res.status).toBe(201)
  })

  it('serves the widget script outside production only', async () => {
    const script = await app.request('/__turnstile/v0/api.js', undefined, local)
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toContain('javascript')
    expect(await script.text()).toContain('window.turnstile')
    const production = await app.request('/__turnstile/v0/api.js', undefined, {
      ...local,
      SIGNER_ENV: 'production',
    })
    expect(production.status).toBe(404)
    const off = await app.request('/__turnstile/v0/api.js', undefined, {
      ...local,
      TURNSTILE_STAND_IN: '',
    })
    expect(off.status).toBe(404)
  })
})

import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { sitePost } from '../../test/http'
import { app } from '../app'
import { voiceMode } from './voice-mode'

const STRONG = 'a-demo-secret-of-at-least-thirty-two-chars'
const local = { ...env, ELEVENLABS_API_KEY: undefined, DEMO_AGENT_SECRET: 'local-demo-secret' }
const production = { ...local, SIGNER_ENV: 'production' }

describe('voiceMode', () => {
  it('uses ElevenLabs whenever a key is set', () => {
    expect(voiceMode({ ...production, ELEVENLABS_API_KEY: ' sk_live ' })).toEqual({
      kind: 'elevenlabs',
      apiKey: 'sk_live',
    })
  })

  it('runs the local demo with the local secret when no key is set', () => {
    expect(voiceMode(local)).toEqual({ kind: 'demo', secret: 'local-demo-secret' })
    expect(voiceMode({ ...local, ELEVENLABS_API_KEY: '  ' })).toMatchObject({ kind: 'demo' })
  })

  it.each([
    [
      'a blank key',
      { ELEVENLABS_API_KEY: ' \t ', ALLOW_DEMO_MODE: 'true', DEMO_AGENT_SECRET: STRONG },
    ],
    ['no key, demo mode not asked for', { DEMO_AGENT_SECRET: STRONG }],
    ['demo mode with the local default secret', { ALLOW_DEMO_MODE: 'true' }],
    [
      'demo mode with a short secret',
      { ALLOW_DEMO_MODE: 'true', DEMO_AGENT_SECRET: 'short-secret' },
    ],
    ['demo mode with no secret', { ALLOW_DEMO_MODE: 'true', DEMO_AGENT_SECRET: undefined }],
  ])('refuses production with %s', (_label, settings) => {
    expect(voiceMode({ ...production, ...settings })).toMatchObject({ kind: 'misconfigured' })
  })

  it('runs demo mode in production only when asked, with a strong secret', () => {
    expect(
      voiceMode({ ...production, ALLOW_DEMO_MODE: 'true', DEMO_AGENT_SECRET: STRONG }),
    ).toEqual({
      kind: 'demo',
      secret: STRONG,
    })
  })
})

describe('a misconfigured production signer, as a visitor meets it', () => {
  it('answers 500 with no setting or secret named, and signs nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    // Production redeems tokens with Cloudflare, which this machine cannot reach: its answer for
    // a token solved on the site for this action.
    const siteverify = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        Response.json({ success: true, action: 'voice-start', hostname: '127.0.0.1' }),
      )
    const res = await app.request(
      sitePost('/functions/v1/elevenlabs-signed-url', { agentId: 'demo-agent' }),
      undefined,
      {
        ...production,
        ELEVENLABS_API_KEY: ' ',
        SIGNING_RATE_LIMITER: { limit: async () => ({ success: true }) },
        // A real-looking secret, so the human check is not what refuses.
        TURNSTILE_SECRET_KEY: 'real-looking-secret-for-the-stand-in',
        TURNSTILE_SITEVERIFY_URL: '',
      },
    )
    const text = await res.text()
    expect(res.status).toBe(500)
    expect(JSON.parse(text)).toEqual({
      error: 'Signer not configured',
      details: 'Please let the site owner know.',
    })
    expect(text).not.toMatch(/ELEVENLABS|DEMO_AGENT|SECRET|KEY/)
    expect(
      String(
        siteverify.mock.calls[0]?.[0] instanceof Request ? siteverify.mock.calls[0][0].url : '',
      ),
    ).toBe('https://challenges.cloudflare.com/turnstile/v0/siteverify')
    expect(log).toHaveBeenCalledWith('signer: not configured: ELEVENLABS_API_KEY is set but blank')
    log.mockRestore()
  })
})

import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { verifyTurnstileToken } from './siteverify'
import { TURNSTILE_DUMMY_TOKEN, TURNSTILE_TEST_KEYS } from './test-keys'

// Against the stand-in siteverify on a real socket (test/turnstile-stand-in.ts).
const base = {
  url: env.TURNSTILE_SITEVERIFY_URL,
  action: 'voice-start',
  hostnames: ['127.0.0.1'],
  allowTestKeys: true,
}

describe('verifyTurnstileToken', () => {
  it('takes a test key result only where test keys are allowed', async () => {
    const request = {
      ...base,
      token: TURNSTILE_DUMMY_TOKEN,
      secret: TURNSTILE_TEST_KEYS.secretPasses,
    }
    expect(await verifyTurnstileToken(request)).toEqual({ ok: true })
    expect(await verifyTurnstileToken({ ...request, allowTestKeys: false })).toEqual({
      ok: false,
      reason: 'failed',
    })
  })

  it('refuses an oversized token without asking siteverify', async () => {
    const outcome = await verifyTurnstileToken({
      ...base,
      url: 'http://127.0.0.1:9/never-called',
      token: 'x'.repeat(2049),
      secret: TURNSTILE_TEST_KEYS.secretPasses,
    })
    expect(outcome).toEqual({ ok: false, reason: 'failed' })
  })

  it('reads an answer that is not JSON as unavailable', async () => {
    const outcome = await verifyTurnstileToken({
      ...base,
      token: TURNSTILE_DUMMY_TOKEN,
      secret: TURNSTILE_TEST_KEYS.secretPasses,
      fetcher: async () => new Response('<html>oops</html>'),
    })
    expect(outcome).toEqual({ ok: false, reason: 'unavailable' })
  })
})

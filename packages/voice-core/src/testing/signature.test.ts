import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CLOCK_SKEW_SECONDS,
  createSignature,
  MAX_SIGNED_URL_TTL_SECONDS,
  signConversationUrl,
  verifySignedUrl,
} from './signature.ts'

const SECRET = 'local-demo-secret'
const ENDPOINT = 'ws://127.0.0.1:8788/v1/convai/conversation'
// Ten minutes before the expiry of the vectors below.
const NOW = 1893456000 - 10 * 60

describe('createSignature', () => {
  it('matches the vectors the signer asserts', () => {
    expect(createSignature(SECRET, 'demo-agent', 1893456000)).toBe(
      'WnUlBk3nWTJ88GTUtaOsEcwqBYVPDZr22XQb1iwztTE',
    )
    expect(createSignature(SECRET, 'demo-agent', 1893456001)).toBe(
      'GTxWbDXIL9_z-IWBe4UVpQpbF7t6zvWLYKLqdK7UH2M',
    )
  })
})

describe('verifySignedUrl', () => {
  const valid = signConversationUrl(ENDPOINT, {
    secret: SECRET,
    agentId: 'demo-agent',
    expires: 1893456000,
  })

  it('accepts a URL signed with the secret before it expires', () => {
    expect(valid).toBe(
      `${ENDPOINT}?agent_id=demo-agent&expires=1893456000&signature=WnUlBk3nWTJ88GTUtaOsEcwqBYVPDZr22XQb1iwztTE`,
    )
    expect(verifySignedUrl(valid, SECRET, NOW)).toEqual({ ok: true, agentId: 'demo-agent' })
  })

  it('refuses a URL at or after its expiry with 403', () => {
    expect(verifySignedUrl(valid, SECRET, 1893456000)).toMatchObject({ ok: false, status: 403 })
    expect(verifySignedUrl(valid, SECRET, 1893456000 + 60)).toMatchObject({
      status: 403,
      reason: 'the signed URL has expired',
    })
  })

  it('refuses a URL dated more than 15 minutes ahead, allowing a minute of clock skew', () => {
    expect(MAX_SIGNED_URL_TTL_SECONDS).toBe(900)
    expect(CLOCK_SKEW_SECONDS).toBe(60)
    const dated = (expires: number) =>
      signConversationUrl(ENDPOINT, { secret: SECRET, agentId: 'demo-agent', expires })
    expect(verifySignedUrl(dated(NOW + 900), SECRET, NOW)).toMatchObject({ ok: true })
    expect(verifySignedUrl(dated(NOW + 960), SECRET, NOW)).toMatchObject({ ok: true })
    const tooFar = {
      ok: false,
      status: 403,
      reason: 'the signed URL expires more than 15 minutes from now',
    }
    expect(verifySignedUrl(dated(NOW + 961), SECRET, NOW)).toEqual(tooFar)
    // The year 5138, which the default secret used to accept.
    expect(verifySignedUrl(dated(99_999_999_999), SECRET, NOW)).toEqual(tooFar)
    expect(verifySignedUrl(dated(999_999_999_999_999), SECRET, NOW)).toEqual(tooFar)
  })

  it('refuses a target that is not a URL with 401', () => {
    expect(verifySignedUrl('//a:99999/?agent_id=a', SECRET, NOW)).toEqual({
      ok: false,
      status: 401,
      reason: 'the URL cannot be read',
    })
  })

  it('refuses a URL without its parameters with 401', () => {
    expect(verifySignedUrl(`${ENDPOINT}?agent_id=demo-agent`, SECRET, NOW)).toMatchObject({
      ok: false,
      status: 401,
    })
  })

  it('refuses tampered agent ids, expiries and signatures with 403', () => {
    const tampered = [
      valid.replace('agent_id=demo-agent', 'agent_id=other-agent'),
      valid.replace('expires=1893456000', 'expires=1893456001'),
      valid.replace('signature=W', 'signature=X'),
      valid.replace('TE', 'TF'),
      `${valid}A`,
      valid.replace('expires=1893456000', 'expires=1893456000.0'),
    ]
    for (const url of tampered) {
      expect(verifySignedUrl(url, SECRET, NOW), url).toMatchObject({ ok: false, status: 403 })
    }
  })

  it('refuses URLs signed with another secret', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (secret, agentId) => {
        fc.pre(secret !== SECRET)
        const forged = signConversationUrl(ENDPOINT, { secret, agentId, expires: NOW + 60 })
        expect(verifySignedUrl(forged, SECRET, NOW)).toMatchObject({ ok: false, status: 403 })
        expect(verifySignedUrl(forged, secret, NOW)).toEqual({ ok: true, agentId })
      }),
    )
  })
})

import { env } from 'cloudflare:workers'
import { corsHeaders } from '@supabase/supabase-js/cors'
import { describe, expect, it } from 'vitest'
import { BASE, freshIp, SITE_ORIGIN, send, sitePost } from '../../test/http'

const SIGN = '/functions/v1/elevenlabs-signed-url'
const CONTACT = '/functions/v1/contact'
const FOREIGN = 'https://evil.example'

function preflight(path: string, origin: string) {
  return new Request(`${BASE}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, x-client-info, apikey, content-type',
      'cf-connecting-ip': freshIp(),
    },
  })
}

describe('CORS', () => {
  it.each([SIGN, CONTACT])('grants a preflight for %s from an allowed origin', async (path) => {
    const res = await send(preflight(path, SITE_ORIGIN))
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN)
    expect(res.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS')
    expect(res.headers.get('access-control-max-age')).toBe('600')
    const allowed = res.headers.get('access-control-allow-headers')?.split(/,\s*/) ?? []
    // Every header supabase-js may send (its own canonical list), plus its region header and the
    // contact form's idempotency key.
    const sdkHeaders = (corsHeaders['Access-Control-Allow-Headers'] ?? '').split(/,\s*/)
    expect(sdkHeaders).toContain('apikey')
    expect(allowed).toEqual(expect.arrayContaining([...sdkHeaders, 'x-region', 'idempotency-key']))
    expect(res.headers.get('vary')).toContain('Origin')
  })

  it('grants every origin in ALLOWED_ORIGINS', async () => {
    const res = await send(preflight(SIGN, 'http://localhost:5173'))
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
  })

  it.each([SIGN, CONTACT])('refuses a preflight for %s from a foreign origin', async (path) => {
    const res = await send(preflight(path, FOREIGN))
    expect(res.status).toBe(403)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
    expect(await res.json()).toEqual({
      error: 'Origin not allowed',
      details: 'This site may not call the signer.',
    })
  })

  it('refuses a signing POST from a foreign origin with 403 and no grant', async () => {
    const res = await send(sitePost(SIGN, { agentId: 'demo-agent' }, { origin: FOREIGN }))
    expect(res.status).toBe(403)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('refuses a contact POST from a foreign origin and stores nothing', async () => {
    const res = await send(
      sitePost(
        CONTACT,
        { name: 'Foreign', email: 'foreign@example.com', message: 'Sent from another site.' },
        { origin: FOREIGN },
      ),
    )
    expect(res.status).toBe(403)
    const row = await env.DB.prepare('SELECT id FROM contact_requests WHERE email = ?')
      .bind('foreign@example.com')
      .first()
    expect(row).toBeNull()
  })

  it('does not treat a look-alike origin as allowed', async () => {
    const res = await send(preflight(SIGN, 'http://127.0.0.1:51730'))
    expect(res.status).toBe(403)
  })

  it('answers a preflight without Origin with 204 and no grant', async () => {
    const res = await send(
      new Request(`${BASE}${SIGN}`, {
        method: 'OPTIONS',
        headers: { 'cf-connecting-ip': freshIp() },
      }),
    )
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('grants nothing to a request without Origin, which still needs the anon key', async () => {
    const request = sitePost(SIGN, { agentId: 'demo-agent' })
    request.headers.delete('origin')
    const res = await send(request)
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('grants CORS on error answers too, so the site can read the error', async () => {
    const res = await send(sitePost(SIGN, { agentId: 'not-allowed' }))
    expect(res.status).toBe(403)
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN)
  })
})

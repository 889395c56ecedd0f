import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { app } from './app'

describe('GET /health', () => {
  it('answers ok', async () => {
    const res = await app.request('/health', {}, env)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok' })
  })

  it('answers 404 in the uniform error shape for an unknown path', async () => {
    const res = await app.request('/nope', {}, env)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({
      error: 'Not found',
      details: 'No such route on the signer.',
    })
  })

  it('answers 404 for an unknown function name', async () => {
    const res = await app.request('/functions/v1/other', { method: 'POST' }, env)
    expect(res.status).toBe(404)
  })
})

describe('security headers', () => {
  it.each([
    ['/health', {}],
    ['/functions/v1/contact', { method: 'POST' }],
    ['/nope', {}],
    [
      '/functions/v1/elevenlabs-signed-url',
      { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:5173' } },
    ],
  ])('sets the API security headers on %s', async (path, init) => {
    const res = await app.request(path, init, env)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    expect(res.headers.get('x-powered-by')).toBeNull()
  })
})

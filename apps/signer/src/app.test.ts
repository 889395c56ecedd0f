import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { app } from './app'

describe('GET /health', () => {
  it('answers ok', async () => {
    const res = await app.request('/health', {}, env)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok' })
  })

  it('answers 404 for an unknown path', async () => {
    const res = await app.request('/nope', {}, env)
    expect(res.status).toBe(404)
  })
})

import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { freshIp, SITE_ORIGIN, sitePost } from '../../test/http'
import { app } from '../app'
import { MemoryRateLimiter } from './rate-limit'

const SIGN = '/functions/v1/elevenlabs-signed-url'
const CONTACT = '/functions/v1/contact'

describe('MemoryRateLimiter', () => {
  it('allows `limit` hits per window, then refuses until the window ends', () => {
    const limiter = new MemoryRateLimiter(60)
    const t0 = 1_000_000
    expect(limiter.hit('k', 2, t0)).toEqual({ allowed: true, retryAfterSeconds: 60 })
    expect(limiter.hit('k', 2, t0 + 1000).allowed).toBe(true)
    expect(limiter.hit('k', 2, t0 + 30_500)).toEqual({ allowed: false, retryAfterSeconds: 30 })
    expect(limiter.hit('k', 2, t0 + 60_000)).toEqual({ allowed: true, retryAfterSeconds: 60 })
  })

  it('counts each key apart', () => {
    const limiter = new MemoryRateLimiter(60)
    expect(limiter.hit('a', 1, 0).allowed).toBe(true)
    expect(limiter.hit('a', 1, 0).allowed).toBe(false)
    expect(limiter.hit('b', 1, 0).allowed).toBe(true)
  })
})

describe('rate limiting per client IP (in-memory fallback)', () => {
  const limited = { ...env, RATE_LIMIT_PER_MINUTE: '3' }
  const ask = (ip: string) =>
    app.request(
      sitePost(SIGN, { agentId: 'demo-agent' }, { 'cf-connecting-ip': ip }),
      undefined,
      limited,
    )

  it('answers 429 with Retry-After once an IP passes the limit', async () => {
    const ip = freshIp()
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await ask(ip)).status)
    expect(statuses).toEqual([200, 200, 200])
    const res = await ask(ip)
    expect(res.status).toBe(429)
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN)
    expect(res.headers.get('access-control-expose-headers')).toBe('Retry-After')
    const retryAfter = Number(res.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(await res.json()).toEqual({
      error: 'Too many requests',
      details: `Please wait ${retryAfter} seconds and try again.`,
    })
  })

  it('leaves other IPs and the other route alone', async () => {
    const ip = freshIp()
    for (let i = 0; i < 4; i++) await ask(ip)
    expect((await ask(freshIp())).status).toBe(200)
    const contact = await app.request(
      sitePost(
        CONTACT,
        { name: 'Ari', email: 'ari@example.com', message: 'Separate budget for the form.' },
        { 'cf-connecting-ip': ip },
      ),
      undefined,
      limited,
    )
    expect(contact.status).toBe(201)
    const row = await env.DB.prepare('SELECT message FROM contact_requests WHERE email = ?')
      .bind('ari@example.com')
      .first<{ message: string }>()
    expect(row?.message).toBe('Separate budget for the form.')
  })

  it('falls back to 30 a minute when RATE_LIMIT_PER_MINUTE is not a number', async () => {
    const ip = freshIp()
    const broken = { ...env, RATE_LIMIT_PER_MINUTE: 'lots' }
    const send = () =>
      app.request(
        sitePost(SIGN, { agentId: 'demo-agent' }, { 'cf-connecting-ip': ip }),
        undefined,
        broken,
      )
    for (let i = 0; i < 30; i++) expect((await send()).status).toBe(200)
    expect((await send()).status).toBe(429)
  })
})

describe('rate limiting the contact form', () => {
  it('stores nothing for a request refused with 429', async () => {
    const ip = freshIp()
    const once = { ...env, RATE_LIMIT_PER_MINUTE: '1' }
    const submit = (message: string) =>
      app.request(
        sitePost(
          CONTACT,
          { name: 'Flo', email: 'flood@example.com', message },
          { 'cf-connecting-ip': ip },
        ),
        undefined,
        once,
      )
    expect((await submit('First message, within the limit.')).status).toBe(201)
    const refused = await submit('Second message, over the limit.')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    const { results } = await env.DB.prepare('SELECT message FROM contact_requests WHERE email = ?')
      .bind('flood@example.com')
      .all<{ message: string }>()
    expect(results).toEqual([{ message: 'First message, within the limit.' }])
  })
})

describe('rate limiting with the RATE_LIMITER binding', () => {
  it('asks the binding per route and IP and answers 429 with Retry-After when it refuses', async () => {
    const outcomes = [true, false]
    const limit = vi.fn(async (_options: RateLimitOptions) => ({
      success: outcomes.shift() ?? false,
    }))
    const bound = { ...env, RATE_LIMITER: { limit } }
    const ip = freshIp()
    const ask = () =>
      app.request(
        sitePost(SIGN, { agentId: 'demo-agent' }, { 'cf-connecting-ip': ip }),
        undefined,
        bound,
      )

    expect((await ask()).status).toBe(200)
    const refused = await ask()
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('60')
    expect(limit).toHaveBeenCalledWith({ key: `signed-url:${ip}` })
  })
})

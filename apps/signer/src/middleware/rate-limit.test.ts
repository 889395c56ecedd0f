import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { freshIp, SITE_ORIGIN, sitePost } from '../../test/http'
import { app } from '../app'
import { RATE_LIMITS } from '../rate-limit/limits'
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

describe('rate limiting per client (in-memory, as locally)', () => {
  const ask = (ip: string, settings: Record<string, string> = {}) =>
    app.request(sitePost(SIGN, { agentId: 'demo-agent' }, { 'cf-connecting-ip': ip }), undefined, {
      ...env,
      ...settings,
    })
  const contactFrom = (ip: string, message: string, email = 'flood@example.com') =>
    app.request(
      sitePost(CONTACT, { name: 'Flo', email, message }, { 'cf-connecting-ip': ip }),
      undefined,
      env,
    )

  it('answers 429 with Retry-After past the signing limit of RATE_LIMITS', async () => {
    const ip = freshIp()
    const statuses = []
    for (let i = 0; i < RATE_LIMITS['signed-url'].limit; i++) statuses.push((await ask(ip)).status)
    expect(new Set(statuses)).toEqual(new Set([200]))
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

  it('counts a rotating IPv6 /64 as one client, and two spellings of one address as one', async () => {
    const limit = RATE_LIMITS['signed-url'].limit
    const statuses = []
    // 2001:db8:5151:1::/64, a new address each time.
    for (let i = 0; i <= limit; i++) {
      statuses.push((await ask(`2001:db8:5151:1:${(i + 1).toString(16)}::7`)).status)
    }
    expect(statuses.at(-1)).toBe(429)
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit)
    // One address, spelled two ways, alternately.
    const spellings = ['2001:db8:5151:2::1', '2001:0DB8:5151:0002:0:0:0:0001']
    const spelled = []
    for (let i = 0; i <= limit; i++) spelled.push((await ask(spellings[i % 2] ?? '')).status)
    expect(spelled.at(-1)).toBe(429)
    // The next /64 is someone else.
    expect((await ask('2001:db8:5151:3::1')).status).toBe(200)
  })

  it('gives the contact form its own, tighter limit, storing nothing past it', async () => {
    const ip = freshIp()
    const limit = RATE_LIMITS.contact.limit
    expect(limit).toBeLessThan(RATE_LIMITS['signed-url'].limit)
    const email = `limit-${crypto.randomUUID()}@example.com`
    for (let i = 0; i < limit; i++) {
      expect(
        (await contactFrom(ip, `Message number ${i + 1} within the limit.`, email)).status,
      ).toBe(201)
    }
    const refused = await contactFrom(ip, 'One message over the limit.', email)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    const { results } = await env.DB.prepare('SELECT message FROM contact_requests WHERE email = ?')
      .bind(email)
      .all<{ message: string }>()
    expect(results).toHaveLength(limit)
    // The signing budget of the same client is untouched.
    expect((await ask(ip)).status).toBe(200)
  })

  it('lets LOCAL_RATE_LIMIT_PER_MINUTE raise the in-memory limit, and ignores nonsense', async () => {
    const ip = freshIp()
    const raised = { LOCAL_RATE_LIMIT_PER_MINUTE: '12' }
    for (let i = 0; i < 12; i++) expect((await ask(ip, raised)).status).toBe(200)
    expect((await ask(ip, raised)).status).toBe(429)
    const other = freshIp()
    const junk = { LOCAL_RATE_LIMIT_PER_MINUTE: 'lots' }
    for (let i = 0; i < RATE_LIMITS['signed-url'].limit; i++) await ask(other, junk)
    expect((await ask(other, junk)).status).toBe(429)
  })
})

describe('rate limiting with the bindings (production)', () => {
  it('asks the route’s own binding with the normalised client key', async () => {
    const outcomes = [true, false]
    const limit = vi.fn(async (_options: RateLimitOptions) => ({
      success: outcomes.shift() ?? false,
    }))
    const other = vi.fn(async (_options: RateLimitOptions) => ({ success: true }))
    const bound = {
      ...env,
      SIGNING_RATE_LIMITER: { limit },
      CONTACT_RATE_LIMITER: { limit: other },
    }
    const ask = () =>
      app.request(
        sitePost(SIGN, { agentId: 'demo-agent' }, { 'cf-connecting-ip': '2001:DB8:77:1::abc' }),
        undefined,
        bound,
      )

    expect((await ask()).status).toBe(200)
    const refused = await ask()
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('60')
    expect(limit).toHaveBeenCalledWith({ key: 'signed-url:v6:2001:db8:77:1::/64' })
    expect(other).not.toHaveBeenCalled()
  })

  it('refuses to serve production without its bindings, naming none to the visitor', async () => {
    const res = await app.request(sitePost(SIGN, { agentId: 'demo-agent' }), undefined, {
      ...env,
      SIGNER_ENV: 'production',
    })
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({
      error: 'Signer not configured',
      details: 'Please let the site owner know.',
    })
  })
})

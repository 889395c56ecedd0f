import { env } from 'cloudflare:workers'
import { voiceSignerMessages } from '@org/content'
import { describe, expect, inject, it } from 'vitest'
import { FAKE_UPSTREAM_API_KEY, fakeAgent } from '../../test/fake-upstream-agents'
import { sitePost } from '../../test/http'
import { app } from '../app'
import { budgetDay, budgetLimit } from './budget-day'

const VOICE = '/functions/v1/elevenlabs-signed-url'
const CONTACT = '/functions/v1/contact'
const ADMIN_TOKEN = 'a-long-admin-token-for-the-kill-switch-tests'
const upstream = inject('fakeUpstreamOrigin')

/** A signer counting in a DailyBudget object of its own, so every test starts at zero. */
function scoped(settings: Record<string, string> = {}) {
  return {
    ...env,
    BUDGET_SCOPE: crypto.randomUUID(),
    // The in-process stand-in: these tests are about counting, not about the human check.
    TURNSTILE_SITEVERIFY_URL: '',
    TURNSTILE_STAND_IN: 'on',
    ADMIN_TOKEN,
    ...settings,
  }
}

describe('the daily voice budget', () => {
  it('lets exactly 50 of 200 simultaneous starts through when the budget is 50', async () => {
    const agentId = fakeAgent('ok')
    const signer = scoped({
      VOICE_DAILY_BUDGET: '50',
      ALLOWED_AGENT_IDS: agentId,
      ELEVENLABS_API_KEY: FAKE_UPSTREAM_API_KEY,
      ELEVENLABS_API_ORIGIN: upstream,
    })
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        app.request(sitePost(VOICE, { agentId }), undefined, signer),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(50)
    expect(statuses.filter((status) => status === 503)).toHaveLength(150)
    const refusal = await answers.find((answer) => answer.status === 503)?.json()
    expect(refusal).toEqual({
      error: 'Voice assistant busy',
      details: 'The voice assistant is busy today: book a call instead.',
      code: 'voice-budget',
    })
    expect(refusal).toMatchObject({ details: voiceSignerMessages.busyToday })
    // The voice service was asked exactly 50 times: no refused start cost anything.
    const seen = await (await fetch(`${upstream}/__requests?agent=${agentId}`)).json<unknown[]>()
    expect(seen).toHaveLength(50)
  })

  it('counts only starts that would be served: a refused agent costs nothing', async () => {
    const signer = scoped({ VOICE_DAILY_BUDGET: '1' })
    const stranger = await app.request(sitePost(VOICE, { agentId: 'not-ours' }), undefined, signer)
    expect(stranger.status).toBe(403)
    expect(
      (await app.request(sitePost(VOICE, { agentId: 'demo-agent' }), undefined, signer)).status,
    ).toBe(200)
    expect(
      (await app.request(sitePost(VOICE, { agentId: 'demo-agent' }), undefined, signer)).status,
    ).toBe(503)
  })

  it('answers 500 naming no setting when the budget is not a whole number', async () => {
    for (const setting of ['', 'lots', '-1', '1.5']) {
      const res = await app.request(
        sitePost(VOICE, { agentId: 'demo-agent' }),
        undefined,
        scoped({ VOICE_DAILY_BUDGET: setting }),
      )
      expect(res.status).toBe(500)
      expect(await res.text()).not.toContain('BUDGET')
    }
  })
})

describe('the daily contact budget', () => {
  it('refuses past the budget with 503 and stores nothing more', async () => {
    const signer = scoped({ CONTACT_DAILY_BUDGET: '2' })
    const email = `budget-${crypto.randomUUID()}@example.com`
    const send = (message: string) =>
      app.request(sitePost(CONTACT, { name: 'Bo', email, message }), undefined, signer)
    expect((await send('The first message of the day.')).status).toBe(201)
    expect((await send('The second message of the day.')).status).toBe(201)
    const refused = await send('The third message, over the budget.')
    expect(refused.status).toBe(503)
    expect(await refused.json()).toMatchObject({ code: 'contact-budget' })
    const { results } = await env.DB.prepare('SELECT id FROM contact_requests WHERE email = ?')
      .bind(email)
      .all()
    expect(results).toHaveLength(2)
  })
})

describe('the DailyBudget object', () => {
  it('starts each day from zero', async () => {
    const budget = env.DAILY_BUDGET.get(env.DAILY_BUDGET.idFromName(crypto.randomUUID()))
    expect(await budget.take('voice', '2026-11-26', 1)).toEqual({ ok: true, used: 1 })
    expect(await budget.take('voice', '2026-11-26', 1)).toEqual({ ok: false, used: 1 })
    expect(await budget.take('contact', '2026-11-26', 1)).toEqual({ ok: true, used: 1 })
    expect(await budget.take('voice', '2026-11-27', 1)).toEqual({ ok: true, used: 1 })
    expect(await budget.used('voice', '2026-11-26')).toBe(0)
  })

  it('reads days as UTC dates and budgets as whole numbers', () => {
    expect(budgetDay(new Date('2026-11-26T23:59:59Z'))).toBe('2026-11-26')
    expect(budgetDay(new Date('2026-11-27T00:00:00Z'))).toBe('2026-11-27')
    expect(budgetLimit(' 200 ')).toBe(200)
    expect(budgetLimit('0')).toBe(0)
    expect(budgetLimit('2e3')).toBeUndefined()
  })
})

describe('the kill switch', () => {
  const start = (signer: ReturnType<typeof scoped>) =>
    app.request(sitePost(VOICE, { agentId: 'demo-agent' }), undefined, signer)
  const admin = (signer: ReturnType<typeof scoped>, init: RequestInit = {}, token = ADMIN_TOKEN) =>
    app.request(
      '/admin/voice',
      {
        ...init,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      },
      signer,
    )

  it('turns voice off for everyone with no deploy, and back on', async () => {
    const signer = scoped()
    expect((await start(signer)).status).toBe(200)
    const off = await admin(signer, {
      method: 'POST',
      body: JSON.stringify({ enabled: false, note: 'bill spike' }),
    })
    expect(off.status).toBe(200)
    expect(await off.json()).toMatchObject({ voice: { enabled: false, note: 'bill spike' } })
    const refused = await start(signer)
    expect(refused.status).toBe(503)
    expect(await refused.json()).toEqual({
      error: 'Voice assistant off',
      details: voiceSignerMessages.busyToday,
      code: 'voice-off',
    })
    const status = await (await admin(signer)).json()
    expect(status).toMatchObject({ voice: { enabled: false }, used: { voice: 1, contact: 0 } })
    await admin(signer, { method: 'POST', body: JSON.stringify({ enabled: true }) })
    expect((await start(signer)).status).toBe(200)
  })

  it('also turns off with VOICE_ENABLED=false', async () => {
    const refused = await start(scoped({ VOICE_ENABLED: 'false' }))
    expect(refused.status).toBe(503)
    expect(await refused.json()).toMatchObject({ code: 'voice-off' })
  })

  it('answers only the admin token, and not at all without a long one', async () => {
    const signer = scoped()
    const wrong = await admin(signer, { method: 'POST', body: '{"enabled":false}' }, 'x'.repeat(40))
    expect(wrong.status).toBe(401)
    expect((await start(signer)).status).toBe(200)
    const unset = await admin(
      scoped({ ADMIN_TOKEN: 'short' }),
      { method: 'POST', body: '{"enabled":false}' },
      'short',
    )
    expect(unset.status).toBe(404)
    const bad = await admin(signer, { method: 'POST', body: '{"enabled":"no"}' })
    expect(bad.status).toBe(400)
  })
})

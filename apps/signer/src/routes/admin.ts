import { Hono } from 'hono'
import { budgetDay } from '../budget/budget-day'
import { dailyBudget } from '../budget/spend-budget'
import type { AppEnv } from '../env'
import { jsonError } from '../errors'

/** Shortest admin token accepted: long enough that guessing it is hopeless. */
export const MIN_ADMIN_TOKEN_LENGTH = 32

const encoder = new TextEncoder()

/** Compares the presented token with the configured one without leaking, by timing, how much matched. */
async function sameToken(presented: string, expected: string): Promise<boolean> {
  // Hashing first gives both sides one length, so the comparison never stops early.
  const [a, b] = await Promise.all(
    [presented, expected].map(
      async (text) => new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))),
    ),
  )
  let difference = 0
  for (let index = 0; index < 32; index++) difference |= (a?.[index] ?? 0) ^ (b?.[index] ?? 0)
  return difference === 0
}

/**
 * The owner's controls, outside the site's function paths: `GET /admin/voice` reports the kill
 * switch and today's counts; `POST /admin/voice` with `{ "enabled": false }` (or `true`) turns
 * voice off (or on) for every visitor at once, with no deploy. Both need
 * `Authorization: Bearer <ADMIN_TOKEN>`; without an `ADMIN_TOKEN` of at least 32 characters the
 * routes answer 404, as if they did not exist.
 */
export const adminRoute = new Hono<AppEnv>()

adminRoute.use('*', async (c, next) => {
  c.header('Cache-Control', 'no-store')
  const token = c.env.ADMIN_TOKEN?.trim() ?? ''
  if (token.length < MIN_ADMIN_TOKEN_LENGTH) {
    return jsonError(c, 404, 'Not found', 'No such route on the signer.')
  }
  const presented = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim()
  if (!presented || !(await sameToken(presented, token))) {
    c.header('WWW-Authenticate', 'Bearer')
    return jsonError(c, 401, 'Not authorised', 'Send the admin token as a bearer token.')
  }
  await next()
})

adminRoute.get('/voice', async (c) => {
  const budget = dailyBudget(c.env)
  const day = budgetDay()
  const [voice, voiceUsed, contactUsed] = await Promise.all([
    budget.voiceSwitch(),
    budget.used('voice', day),
    budget.used('contact', day),
  ])
  return c.json({
    voice,
    envSwitch: c.env.VOICE_ENABLED?.trim().toLowerCase() === 'false' ? 'off' : 'on',
    day,
    used: { voice: voiceUsed, contact: contactUsed },
    budget: { voice: c.env.VOICE_DAILY_BUDGET, contact: c.env.CONTACT_DAILY_BUDGET },
  })
})

adminRoute.post('/voice', async (c) => {
  const body: unknown = await c.req.json().catch(() => undefined)
  const enabled = (body as { enabled?: unknown } | undefined)?.enabled
  const note = (body as { note?: unknown } | undefined)?.note
  if (typeof enabled !== 'boolean') {
    return jsonError(c, 400, 'Invalid switch', 'Send { "enabled": true } or { "enabled": false }.')
  }
  const voice = await dailyBudget(c.env).setVoiceSwitch(
    enabled,
    typeof note === 'string' ? note.slice(0, 200) : undefined,
  )
  return c.json({ voice })
})

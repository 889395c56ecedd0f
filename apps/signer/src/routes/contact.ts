import { contactRequestSchema, honeypotField, isHoneypotFilled } from '@org/content'
import { Hono } from 'hono'
import { spendBudget } from '../budget/spend-budget'
import { storeContactRequest } from '../contact-store'
import type { AppEnv } from '../env'
import { jsonError } from '../errors'
import { enqueueLead } from '../leads/enqueue'
import { requireAnonKey } from '../middleware/anon-key'
import { CONTACT_BODY_LIMIT, limitBody, readJsonObject } from '../middleware/json-body'
import { rateLimit } from '../middleware/rate-limit'
import { requireTurnstile } from '../turnstile/require-turnstile'

/** Successful answer: the stored request's id. A replay with the same key gets the same body. */
export type ContactReceived = { id: string; received: true }

// Visible ASCII only, so the key is safe to store and compare byte for byte.
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/

/**
 * `POST /functions/v1/contact`: the home page contact form. Validates with the same schema the
 * form uses, stores the request in D1 and answers 201 only once the row is written; then queues
 * the owner's notification.
 */
export const contactRoute = new Hono<AppEnv>().post(
  '/',
  rateLimit('contact'),
  requireAnonKey(),
  limitBody(CONTACT_BODY_LIMIT),
  // A person, not a script: before anything is stored.
  requireTurnstile('contact'),
  async (c) => {
    const idempotencyKey = c.req.header('idempotency-key')
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      return jsonError(
        c,
        400,
        'Invalid Idempotency-Key',
        'The Idempotency-Key header must be 1 to 200 visible ASCII characters, such as a UUID.',
      )
    }
    const body = await readJsonObject(c)
    if (!body.ok) return body.response

    const parsed = contactRequestSchema.safeParse(body.value)
    if (!parsed.success) {
      // Each message names its field; `fields` lets the form put each one beside its input.
      const fields: Record<string, string> = {}
      for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message
      const details = [...new Set(Object.values(fields))].join(' ')
      return jsonError(c, 400, 'Invalid contact request', details, fields)
    }

    const refused = await spendBudget(
      c,
      'contact',
      'We have had more messages than usual today. Please call or email us instead.',
    )
    if (refused) return refused
    // Honeypot: people never see the field, so a value (of any type or length) most likely means
    // a bot. The request is stored all the same, flagged as spam and never notified, so a person
    // whose browser filled it can still be found; the answer is the one a person gets, replays
    // included, so a bot learns nothing.
    const spam = isHoneypotFilled(body.value[honeypotField])
    const result = await storeContactRequest(c.env.DB, parsed.data, idempotencyKey, spam)
    if (result.status === 'key-reused') {
      return jsonError(
        c,
        422,
        'Idempotency-Key already used',
        'This key was used for a different message. Send a new key with a new message.',
      )
    }
    // Stored first, so the visitor's message is safe whatever happens to the notification.
    if (result.status === 'stored' && !spam) await enqueueLead(c.env, result.id)
    return c.json<ContactReceived>({ id: result.id, received: true }, 201)
  },
)

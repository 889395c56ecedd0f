import { env } from 'cloudflare:workers'
import { honeypotField } from '@org/content'
import { describe, expect, it, vi } from 'vitest'
import { SITE_ORIGIN, send, sitePost } from '../../test/http'
import { app } from '../app'
import type { Lead } from '../leads/lead'

const PATH = '/functions/v1/contact'

type Row = Lead & { idempotency_key: string | null }

/** Rows stored for one email address; every test uses its own address. */
async function rowsFor(email: string): Promise<Row[]> {
  const { results } = await env.DB.prepare('SELECT * FROM contact_requests WHERE email = ?')
    .bind(email)
    .all<Row>()
  return results
}

function contact(email: string, extra: Record<string, unknown> = {}) {
  return {
    name: '  Sam Nguyen ',
    email,
    phone: '0491 570 156',
    company: 'Nguyen Plumbing',
    message: 'We would like an AI receptionist for after-hours calls.',
    ...extra,
  }
}

describe('POST /functions/v1/contact', () => {
  it('stores a valid request and answers 201 with its id', async () => {
    const before = Date.now()
    const res = await send(sitePost(PATH, contact('sam@plumbing.example')))
    const after = Date.now()
    expect(res.status).toBe(201)
    const body = await res.json<{ id: string; received: boolean }>()
    expect(body.received).toBe(true)
    const rows = await rowsFor('sam@plumbing.example')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      id: body.id,
      idempotency_key: null,
      name: 'Sam Nguyen',
      phone: '0491 570 156',
      company: 'Nguyen Plumbing',
      message: 'We would like an AI receptionist for after-hours calls.',
    })
    // Stamped as an ISO instant by the request itself, between our two clock readings.
    const createdAt = rows[0]?.created_at ?? ''
    expect(createdAt).toBe(new Date(createdAt).toISOString())
    expect(Date.parse(createdAt)).toBeGreaterThanOrEqual(before)
    expect(Date.parse(createdAt)).toBeLessThanOrEqual(after)
  })

  it('stores blank optional fields as NULL', async () => {
    const res = await send(
      sitePost(PATH, contact('blank@example.com', { phone: ' ', company: '' })),
    )
    expect(res.status).toBe(201)
    expect(await rowsFor('blank@example.com')).toMatchObject([{ phone: null, company: null }])
  })

  it('without an idempotency key, two submits are two requests', async () => {
    await send(sitePost(PATH, contact('twice@example.com')))
    await send(sitePost(PATH, contact('twice@example.com')))
    expect(await rowsFor('twice@example.com')).toHaveLength(2)
  })

  it('stores a double submit with the same Idempotency-Key once and answers the same', async () => {
    const headers = { 'idempotency-key': 'f3b1c9a2-1d2e-4f5a-9b8c-7d6e5f4a3b2c' }
    const first = await send(sitePost(PATH, contact('double@example.com'), headers))
    const second = await send(sitePost(PATH, contact('double@example.com'), headers))
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    const firstBody = await first.json()
    expect(await second.json()).toEqual(firstBody)
    const rows = await rowsFor('double@example.com')
    expect(rows).toHaveLength(1)
    expect(rows[0]?.idempotency_key).toBe(headers['idempotency-key'])
  })

  it('stores concurrent submits with the same Idempotency-Key once', async () => {
    const headers = { 'idempotency-key': 'concurrent-key-1' }
    const answers = await Promise.all(
      [1, 2, 3].map(() => send(sitePost(PATH, contact('race@example.com'), headers))),
    )
    const bodies = await Promise.all(answers.map((res) => res.json()))
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201])
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1)
    expect(await rowsFor('race@example.com')).toHaveLength(1)
  })

  it('refuses an Idempotency-Key reused for a different message with 422', async () => {
    const headers = { 'idempotency-key': 'reused-key-1' }
    await send(sitePost(PATH, contact('reuse@example.com'), headers))
    const res = await send(
      sitePost(
        PATH,
        contact('reuse@example.com', { message: 'A different message entirely.' }),
        headers,
      ),
    )
    expect(res.status).toBe(422)
    expect(await res.json()).toMatchObject({ error: 'Idempotency-Key already used' })
    expect(await rowsFor('reuse@example.com')).toMatchObject([
      { message: 'We would like an AI receptionist for after-hours calls.' },
    ])
  })

  it('refuses a malformed Idempotency-Key with 400 and stores nothing', async () => {
    const res = await send(
      sitePost(PATH, contact('badkey@example.com'), { 'idempotency-key': 'has spaces' }),
    )
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: 'Invalid Idempotency-Key' })
    expect(await rowsFor('badkey@example.com')).toHaveLength(0)
  })

  it.each([
    ['a URL', 'https://spam.example'],
    ['a number', 42],
    ['an over-long value', 'x'.repeat(5000)],
    ['whitespace', '   '],
    ['an object', { url: 'https://spam.example' }],
    ['false', false],
  ])(
    'stores a request whose honeypot holds %s, flagged as spam and not notified',
    async (label, value) => {
      const email = `bot-${label.replace(/\W/g, '')}@example.com`
      const res = await send(sitePost(PATH, contact(email, { [honeypotField]: value })))
      expect(res.status).toBe(201)
      const body = await res.json<{ id: string }>()
      expect(body).toEqual({ received: true, id: expect.any(String) })
      expect(await rowsFor(email)).toMatchObject([
        { id: body.id, spam: 1, delivery_state: 'skipped', name: 'Sam Nguyen' },
      ])
    },
  )

  it('answers a bot exactly as it answers a person, replays included', async () => {
    const answers = async (extra: Record<string, unknown>, email: string) => {
      const headers = { 'idempotency-key': `same-answer-${email}` }
      const first = await send(sitePost(PATH, contact(email, extra), headers))
      const again = await send(sitePost(PATH, contact(email, extra), headers))
      return {
        statuses: [first.status, again.status],
        headers: [...first.headers.keys()].sort(),
        bodies: [await first.json<{ id: string }>(), await again.json<{ id: string }>()],
      }
    }
    const person = await answers({}, 'person-replay@example.com')
    const bot = await answers({ [honeypotField]: 'autofilled' }, 'bot-replay@example.com')
    expect(bot.statuses).toEqual(person.statuses)
    expect(bot.headers).toEqual(person.headers)
    // The same id on a replay, for both.
    expect(person.bodies[1]).toEqual(person.bodies[0])
    expect(bot.bodies[1]).toEqual(bot.bodies[0])
    expect(Object.keys(bot.bodies[0] ?? {}).sort()).toEqual(
      Object.keys(person.bodies[0] ?? {}).sort(),
    )
  })

  it('refuses a filled honeypot with bad fields exactly as it refuses a person', async () => {
    const person = await send(sitePost(PATH, { name: 7, email: 'nope' }))
    const bot = await send(sitePost(PATH, { name: 7, email: 'nope', [honeypotField]: 99 }))
    expect(bot.status).toBe(400)
    expect(await bot.json()).toEqual(await person.json())
  })

  it('ignores the old honeypot name, which autofill used to fill', async () => {
    const res = await send(
      sitePost(PATH, contact('autofill@example.com', { website: 'x.example' })),
    )
    expect(res.status).toBe(201)
    expect(await rowsFor('autofill@example.com')).toMatchObject([
      { spam: 0, delivery_state: 'pending' },
    ])
  })

  it('stores a request whose honeypot is present but empty', async () => {
    const res = await send(sitePost(PATH, contact('human@example.com', { [honeypotField]: '' })))
    expect(res.status).toBe(201)
    expect(await rowsFor('human@example.com')).toMatchObject([{ spam: 0 }])
  })

  it('stores text without control or bidi characters, and refuses invisible-only messages', async () => {
    const res = await send(
      sitePost(
        PATH,
        contact('clean@example.com', {
          name: 'Sam\r\nBcc: x@y\u202e',
          message: 'Hello\u0000 there, one line\r\nand two',
        }),
      ),
    )
    expect(res.status).toBe(201)
    expect(await rowsFor('clean@example.com')).toMatchObject([
      { name: 'Sam Bcc: x@y', message: 'Hello there, one line\nand two' },
    ])
    const invisible = await send(
      sitePost(PATH, contact('nul@example.com', { message: '\u0000'.repeat(10) })),
    )
    expect(invisible.status).toBe(400)
    expect(await invisible.json()).toMatchObject({
      fields: { message: 'Please write a message of at least 10 characters so we can help.' },
    })
    expect(await rowsFor('nul@example.com')).toHaveLength(0)
  })

  it('refuses a lone surrogate sent as a JSON escape', async () => {
    const body = JSON.stringify(contact('surrogate@example.com')).replace(
      'Sam Nguyen',
      'Sam \\ud800Nguyen',
    )
    const res = await send(sitePost(PATH, body))
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      fields: { name: 'Please remove the unreadable characters from your name.' },
    })
  })

  it('answers 400 with a message per field, each naming its field, and stores nothing', async () => {
    const res = await send(
      sitePost(PATH, { name: '', email: 'invalid@', message: 'short', phone: 'call me' }),
    )
    expect(res.status).toBe(400)
    const body = await res.json<{
      error: string
      details: string
      fields: Record<string, string>
    }>()
    expect(body.error).toBe('Invalid contact request')
    expect(body.fields).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter a valid email address, like name@business.com.au.',
      phone: 'Please enter a phone number using digits, spaces and + ( ) - only.',
      message: 'Please write a message of at least 10 characters so we can help.',
    })
    expect(body.details).toBe(Object.values(body.fields).join(' '))
    expect(await rowsFor('invalid@')).toHaveLength(0)
  })

  it('names the field when one is sent as the wrong type, never a parser message', async () => {
    const res = await send(
      sitePost(PATH, { name: 12, email: true, phone: 491570156, company: ['x'], message: {} }),
    )
    expect(res.status).toBe(400)
    const { fields } = await res.json<{ fields: Record<string, string> }>()
    expect(fields).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      phone: 'Please enter your phone number as digits, like 0491 570 156.',
      company: 'Please enter your company name as text.',
      message: 'Please write a message telling us how we can help.',
    })
    expect(JSON.stringify(fields)).not.toMatch(/Invalid input|expected|received/i)
  })

  it.each(['GET', 'PUT', 'DELETE'])(
    'answers %s with 405 and the methods it takes',
    async (method) => {
      const res = await send(new Request(`https://signer.test${PATH}`, { method }))
      expect(res.status).toBe(405)
      expect(res.headers.get('allow')).toBe('POST, OPTIONS')
      expect(await res.json()).toEqual({
        error: 'Method not allowed',
        details: `Send a POST request to ${PATH}.`,
      })
    },
  )

  it('answers 400 for malformed JSON and 415 for a form post, storing nothing', async () => {
    const malformed = await send(sitePost(PATH, '{"email":"json@example.com",'))
    expect(malformed.status).toBe(400)
    const form = await send(
      sitePost(PATH, 'email=json@example.com', {
        'content-type': 'application/x-www-form-urlencoded',
      }),
    )
    expect(form.status).toBe(415)
    expect(await rowsFor('json@example.com')).toHaveLength(0)
  })

  it('answers 413 for a body over 16 kB and stores nothing', async () => {
    const res = await send(
      sitePost(PATH, contact('big@example.com', { company: 'x'.repeat(16_400) })),
    )
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({
      error: 'Request body too large',
      details: 'Send at most 16 kB.',
    })
    expect(await rowsFor('big@example.com')).toHaveLength(0)
  })

  it("accepts a message at the schema's 2000-character limit", async () => {
    const res = await send(
      sitePost(PATH, contact('limits@example.com', { message: 'm'.repeat(2000) })),
    )
    expect(res.status).toBe(201)
    expect(await rowsFor('limits@example.com')).toHaveLength(1)
  })

  it('answers 401 without the anon key and stores nothing', async () => {
    const request = sitePost(PATH, contact('nokey@example.com'))
    request.headers.delete('apikey')
    const res = await send(request)
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ error: 'No API key found in request' })
    expect(await rowsFor('nokey@example.com')).toHaveLength(0)
  })

  it('answers 401 for a wrong anon key and stores nothing', async () => {
    const res = await send(sitePost(PATH, contact('wrongkey@example.com'), { apikey: 'nope' }))
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ error: 'Invalid API key' })
    expect(await rowsFor('wrongkey@example.com')).toHaveLength(0)
  })

  it('answers 400 for a message over 2000 characters and stores nothing', async () => {
    const res = await send(
      sitePost(PATH, contact('toolong@example.com', { message: 'm'.repeat(2001) })),
    )
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: 'Invalid contact request',
      details: 'Please keep your message to 2000 characters or fewer.',
      fields: { message: 'Please keep your message to 2000 characters or fewer.' },
    })
    expect(await rowsFor('toolong@example.com')).toHaveLength(0)
  })

  it('answers 500 without internals when the database fails', async () => {
    const brokenDb = {
      prepare: () => {
        throw new Error('D1_ERROR: disk I/O error at /var/secret/path')
      },
    } as unknown as D1Database
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await app.request(sitePost(PATH, contact('dbfail@example.com')), undefined, {
      ...env,
      DB: brokenDb,
    })
    expect(res.status).toBe(500)
    const body = await res.text()
    expect(JSON.parse(body)).toEqual({
      error: 'Internal error',
      details: 'Something went wrong. Please try again.',
    })
    expect(body).not.toContain('D1_ERROR')
    expect(body).not.toContain('/var/secret')
    // Still readable by the site (CORS grant) and still hardened.
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('cache-control')).toBe('no-store')
    // The owner still sees what broke, in the Worker's logs.
    expect(log).toHaveBeenCalledWith('signer: unhandled error', expect.any(Error))
    log.mockRestore()
  })
})

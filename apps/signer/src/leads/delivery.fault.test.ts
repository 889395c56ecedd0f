import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
} from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { send, sitePost } from '../../test/http'
import worker, { mailFaults } from '../../test/mail-fault-entry'
import type { Lead } from './lead'

const PATH = '/functions/v1/contact'

/** The delivery record of every row whose email ends with `domain`. */
async function leadsAt(domain: string): Promise<Lead[]> {
  const { results } = await env.DB.prepare(
    'SELECT * FROM contact_requests WHERE email LIKE ? ORDER BY email',
  )
    .bind(`%@${domain}`)
    .all<Lead>()
  return results
}

function contact(email: string) {
  return {
    name: 'Sam Nguyen',
    email,
    message: 'We would like an AI receptionist for after-hours calls.',
  }
}

describe('lead delivery while the mail binding fails, then recovers', () => {
  it('ends with N rows and N notifications, none twice', async () => {
    const n = 6
    // The first two rounds of sends are refused by the real binding; after that it recovers.
    mailFaults.refuseNext = 2 * n
    const answers = await Promise.all(
      Array.from({ length: n }, (_, index) =>
        send(sitePost(PATH, contact(`lead-${index}@faults.example`))),
      ),
    )
    expect(answers.map((res) => res.status)).toEqual(Array(n).fill(201))

    // Every request is stored before its sender hears back, whatever the mail does.
    expect(await leadsAt('faults.example')).toHaveLength(n)

    // Wait on the rows, not on a clock: each retry round is one queue batch.
    await vi.waitFor(
      async () => {
        const leads = await leadsAt('faults.example')
        expect(leads.map((lead) => lead.delivery_state)).toEqual(Array(n).fill('sent'))
      },
      { timeout: 60_000, interval: 200 },
    )
    const leads = await leadsAt('faults.example')
    expect(mailFaults.refused).toBe(2 * n)
    expect(mailFaults.delivered).toBe(n)
    for (const lead of leads) {
      expect(lead.email_sent_at).not.toBeNull()
      expect(lead.delivered_at).not.toBeNull()
      expect(lead.last_error).toBeNull()
      // Refused twice, then delivered.
      expect(lead.delivery_attempts).toBeGreaterThanOrEqual(3)
    }

    // A redelivered message (queues deliver at least once) finds the row sent: no second email.
    const batch = createMessageBatch(
      'kookaburra-leads',
      leads.map((lead, index) => ({
        id: `redelivery-${index}`,
        timestamp: new Date(),
        body: { id: lead.id },
        attempts: 1,
      })),
    )
    const ctx = createExecutionContext()
    await worker.queue(batch, env)
    const result = await getQueueResult(batch, ctx)
    expect(result.retryMessages).toEqual([])
    expect(result.explicitAcks.sort()).toEqual(
      leads.map((_, index) => `redelivery-${index}`).sort(),
    )
    expect(mailFaults.delivered).toBe(n)
  })

  it('marks a request failed when retries run out, and delivers it on a later round', async () => {
    // Refused on every attempt the queue makes (1 + max_retries 10), and more.
    mailFaults.refuseNext = 1_000
    const delivered = mailFaults.delivered
    const res = await send(sitePost(PATH, contact('stubborn@dead-letter.example')))
    expect(res.status).toBe(201)
    await vi.waitFor(
      async () =>
        expect(await leadsAt('dead-letter.example')).toMatchObject([{ delivery_state: 'failed' }]),
      { timeout: 90_000, interval: 250 },
    )
    const [failed] = await leadsAt('dead-letter.example')
    expect(failed?.delivery_attempts).toBe(11)
    expect(failed?.last_error).toBe('email to hello@kookaburra-ai.example not allowed')
    expect(failed?.email_sent_at).toBeNull()

    // The mail recovers; the next scheduled run after the waiting period queues it again.
    mailFaults.refuseNext = 0
    const later = Date.parse(failed?.last_attempt_at ?? '') + 7 * 3_600_000
    await worker.scheduled(
      createScheduledController({ scheduledTime: later, cron: '*/10 * * * *' }),
      env,
    )
    await vi.waitFor(
      async () =>
        expect(await leadsAt('dead-letter.example')).toMatchObject([{ delivery_state: 'sent' }]),
      { timeout: 60_000, interval: 200 },
    )
    expect(mailFaults.delivered).toBe(delivered + 1)
  })
})

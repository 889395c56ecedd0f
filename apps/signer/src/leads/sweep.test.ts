import { createScheduledController } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { storeContactRequest } from '../contact-store'
import worker from '../index'
import { STALE_PENDING_MINUTES, sweepUndelivered } from './sweep'

async function state(id: string) {
  return env.DB.prepare('SELECT delivery_state, email_sent_at FROM contact_requests WHERE id = ?')
    .bind(id)
    .first<{ delivery_state: string; email_sent_at: string | null }>()
}

describe('the scheduled sweep', () => {
  it('queues a stored request whose queue message never went out, and it is delivered', async () => {
    // Stored, but its message lost (as when the queue was unreachable at the time).
    const stored = await storeContactRequest(
      env.DB,
      {
        name: 'Lost Message',
        email: 'lost@sweep.example',
        phone: undefined,
        company: undefined,
        message: 'This request never reached the queue.',
      },
      undefined,
    )
    if (stored.status !== 'stored') throw new Error('not stored')
    const controller = (minutes: number) =>
      createScheduledController({
        scheduledTime: Date.now() + minutes * 60_000,
        cron: '*/10 * * * *',
      })

    // Too fresh: its own message may still be on the way.
    const soon = new Date(Date.now() + (STALE_PENDING_MINUTES - 1) * 60_000)
    expect(await sweepUndelivered(env, soon)).toBe(0)
    expect(await state(stored.id)).toEqual({ delivery_state: 'pending', email_sent_at: null })

    await worker.scheduled(controller(STALE_PENDING_MINUTES + 1), env)
    await vi.waitFor(
      async () => expect(await state(stored.id)).toMatchObject({ delivery_state: 'sent' }),
      { timeout: 30_000, interval: 200 },
    )
  })
})

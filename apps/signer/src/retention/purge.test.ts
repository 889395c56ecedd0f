import { createScheduledController } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { contactRetention } from '@org/content'
import { describe, expect, it } from 'vitest'
import { storeContactRequest } from '../contact-store'
import worker from '../index'

const DAY_MS = 86_400_000
const NOW = Date.parse('2027-06-01T00:00:00.000Z')

/** Stores a request as if it arrived `daysAgo` days before NOW. */
async function requestFrom(daysAgo: number, spam: boolean, tag: string): Promise<string> {
  const result = await storeContactRequest(
    env.DB,
    {
      name: 'Sam Nguyen',
      email: `${tag}@retention.example`,
      phone: undefined,
      company: undefined,
      message: 'We would like an AI receptionist.',
    },
    undefined,
    spam,
    new Date(NOW - daysAgo * DAY_MS),
  )
  if (result.status !== 'stored') throw new Error('not stored')
  return result.id
}

async function remaining(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT email FROM contact_requests WHERE email LIKE '%@retention.example' ORDER BY email",
  ).all<{ email: string }>()
  return results.map((row) => row.email.replace('@retention.example', ''))
}

describe('retention, run by the Cron Trigger', () => {
  it('deletes requests past the periods the privacy policy states, and nothing else', async () => {
    const { days, spamDays } = contactRetention
    expect(spamDays).toBeLessThan(days)
    await requestFrom(days + 1, false, 'person-expired')
    await requestFrom(days - 1, false, 'person-kept')
    await requestFrom(spamDays + 1, false, 'person-past-spam-period')
    await requestFrom(spamDays + 1, true, 'spam-expired')
    await requestFrom(spamDays - 1, true, 'spam-kept')
    // Sent and notified long ago, or never notified: age alone decides.
    await env.DB.prepare(
      "UPDATE contact_requests SET delivery_state = 'sent' WHERE email = 'person-kept@retention.example'",
    ).run()

    await worker.scheduled(
      createScheduledController({ scheduledTime: NOW, cron: '*/10 * * * *' }),
      env,
    )
    expect(await remaining()).toEqual(['person-kept', 'person-past-spam-period', 'spam-kept'])
  })

  it('keeps a request exactly at the end of its period until it is past it', async () => {
    await requestFrom(contactRetention.days, false, 'boundary')
    await worker.scheduled(
      createScheduledController({ scheduledTime: NOW, cron: '*/10 * * * *' }),
      env,
    )
    expect(await remaining()).toContain('boundary')
    await worker.scheduled(
      createScheduledController({ scheduledTime: NOW + 1, cron: '*/10 * * * *' }),
      env,
    )
    expect(await remaining()).not.toContain('boundary')
  })
})

import { fileURLToPath } from 'node:url'
import { contactRetention } from '@org/content'
import { describe, expect, it } from 'vitest'
import { unstable_readConfig } from 'wrangler'

const configPath = fileURLToPath(new URL('../wrangler.jsonc', import.meta.url))

describe.each([
  ['local', undefined],
  ['production', 'production'],
])('the %s Worker configuration keeps the privacy policy’s promises', (_label, env) => {
  const config = unstable_readConfig({ config: configPath, env })

  it('keeps no invocation logs, which would store every IP address and header', () => {
    expect(config.observability?.logs?.invocation_logs).toBe(false)
  })

  it('runs the retention clean-up and the delivery sweep on a Cron Trigger', () => {
    expect(config.triggers.crons).toEqual(['*/10 * * * *'])
    expect(contactRetention.spamDays).toBeLessThan(contactRetention.days)
  })

  it('delivers leads through a queue with retries and a dead-letter queue, by Email Routing', () => {
    const consumer = config.queues.consumers?.find(
      (entry: { queue: string }) => entry.queue === 'kookaburra-leads',
    )
    expect(consumer).toMatchObject({ max_retries: 10, dead_letter_queue: 'kookaburra-leads-dlq' })
    expect(config.queues.consumers?.map((entry: { queue: string }) => entry.queue)).toContain(
      'kookaburra-leads-dlq',
    )
    expect(config.queues.producers).toEqual([{ binding: 'LEAD_QUEUE', queue: 'kookaburra-leads' }])
    expect(config.send_email).toEqual([{ name: 'OWNER_MAIL' }])
  })
})

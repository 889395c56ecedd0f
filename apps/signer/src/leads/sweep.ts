import type { SignerEnv } from '../env'
import type { LeadMessage } from './lead'

/** A pending request never tried after this long lost its queue message (the send failed). */
export const STALE_PENDING_MINUTES = 10
/** A failed request (retries ran out) gets a new round of retries after this long. */
export const FAILED_RETRY_HOURS = 6
/** At most this many requests are queued per run; the next run takes the rest. */
const SWEEP_LIMIT = 100

/**
 * Queues again what the queue no longer carries: requests stored but never tried (their message
 * was never sent) and requests whose retries ran out a while ago. So a request is notified in the
 * end however long the mail service is down. Returns how many were queued.
 */
export async function sweepUndelivered(
  env: Pick<SignerEnv, 'DB' | 'LEAD_QUEUE'>,
  now: Date = new Date(),
): Promise<number> {
  const stale = new Date(now.getTime() - STALE_PENDING_MINUTES * 60_000).toISOString()
  const failedBefore = new Date(now.getTime() - FAILED_RETRY_HOURS * 3_600_000).toISOString()
  const { results } = await env.DB.prepare(
    `UPDATE contact_requests SET delivery_state = 'pending'
      WHERE id IN (
        SELECT id FROM contact_requests
         WHERE spam = 0
           AND ((delivery_state = 'pending' AND delivery_attempts = 0 AND created_at < ?1)
             OR (delivery_state = 'failed' AND coalesce(last_attempt_at, created_at) < ?2))
         ORDER BY created_at LIMIT ?3)
      RETURNING id`,
  )
    .bind(stale, failedBefore, SWEEP_LIMIT)
    .all<{ id: string }>()
  if (results.length > 0) {
    await env.LEAD_QUEUE.sendBatch(
      results.map(({ id }) => ({ body: { id } satisfies LeadMessage })),
    )
  }
  return results.length
}

import type { SignerEnv } from '../env'
import { retryDelaySeconds } from './backoff'
import { deliverLead } from './deliver'
import { LEAD_DEAD_LETTER_QUEUE_NAME, type LeadMessage } from './lead'

/** The back-off base when `LEAD_RETRY_BASE_SECONDS` is unset or not a number. */
const DEFAULT_RETRY_BASE_SECONDS = 30

/**
 * The Worker's queue handler. Messages from the lead queue are delivered one by one (each acked
 * or retried on its own, so one bad row never holds back the rest); messages the dead-letter
 * queue caught mark their row failed, which the scheduled sweep picks up again later.
 */
export async function leadQueue(batch: MessageBatch<LeadMessage>, env: SignerEnv): Promise<void> {
  if (batch.queue === LEAD_DEAD_LETTER_QUEUE_NAME) {
    await markFailed(env.DB, batch.messages)
    return
  }
  const base = Number(env.LEAD_RETRY_BASE_SECONDS ?? DEFAULT_RETRY_BASE_SECONDS)
  for (const message of batch.messages) {
    const id = message.body?.id
    if (typeof id !== 'string') {
      // Not ours to deliver; retrying cannot fix it.
      console.error('lead queue: message without a request id', message.id)
      message.ack()
      continue
    }
    try {
      const outcome = await deliverLead(env, id, retryDelaySeconds(base, message.attempts))
      if (outcome.kind === 'done') message.ack()
      else message.retry({ delaySeconds: outcome.delaySeconds })
    } catch (error) {
      // D1 itself failed: try again later; the row stays pending.
      console.error('lead queue: delivery of', id, 'failed', error)
      message.retry({ delaySeconds: retryDelaySeconds(base, message.attempts) })
    }
  }
}

/** Marks the rows behind dead-lettered messages failed, unless they were delivered meanwhile. */
async function markFailed(
  db: D1Database,
  messages: readonly Message<LeadMessage>[],
): Promise<void> {
  const ids = messages.map((message) => message.body?.id).filter((id) => typeof id === 'string')
  if (ids.length > 0) {
    await db.batch(
      ids.map((id) =>
        db
          .prepare(
            `UPDATE contact_requests SET delivery_state = 'failed', claimed_until = NULL
              WHERE id = ? AND delivery_state = 'pending'`,
          )
          .bind(id),
      ),
    )
  }
  for (const message of messages) message.ack()
}

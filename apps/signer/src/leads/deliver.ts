import type { SignerEnv } from '../env'
import type { Lead } from './lead'
import { ownerEmail } from './owner-email'
import { isWebhookUrl, postWebhook } from './webhook'

/** How long a consumer holds a row while it delivers; longer than one email plus one webhook. */
export const CLAIM_SECONDS = 60

/** What the queue should do with the message after {@link deliverLead}. */
export type DeliveryOutcome =
  /** Delivered now, delivered before, spam, or deleted: nothing left to do. */
  | { kind: 'done' }
  /** Try again after `delaySeconds`. */
  | { kind: 'retry'; delaySeconds: number }

/** The bindings delivery needs. */
export type DeliveryEnv = Pick<SignerEnv, 'DB' | 'OWNER_MAIL'> & { LEAD_WEBHOOK_URL?: string }

const iso = (date: Date) => date.toISOString()

/**
 * Notifies the owner of one stored request, at most once per channel however often its message
 * arrives. The row is the record: a channel is tried only while its `*_sent_at` is empty and is
 * stamped the moment it succeeds, and a claim on the row keeps two copies of one message from
 * sending at the same time. Failures leave the row pending with the reason, for a retry.
 */
export async function deliverLead(
  env: DeliveryEnv,
  id: string,
  retryDelaySeconds: number,
  now: Date = new Date(),
): Promise<DeliveryOutcome> {
  const claimedUntil = new Date(now.getTime() + CLAIM_SECONDS * 1000)
  const lead = await env.DB.prepare(
    `UPDATE contact_requests
        SET claimed_until = ?1, delivery_attempts = delivery_attempts + 1, last_attempt_at = ?2
      WHERE id = ?3 AND spam = 0 AND delivery_state IN ('pending', 'failed')
        AND (claimed_until IS NULL OR claimed_until <= ?2)
      RETURNING *`,
  )
    .bind(iso(claimedUntil), iso(now), id)
    .first<Lead>()
  if (lead === null) {
    // Not claimable: gone, spam, already sent, or another consumer holds it. Only the last
    // needs this message again, once that claim has run out.
    const held = await env.DB.prepare(
      `SELECT claimed_until FROM contact_requests
        WHERE id = ? AND spam = 0 AND delivery_state IN ('pending', 'failed')`,
    )
      .bind(id)
      .first<{ claimed_until: string | null }>()
    return held === null ? { kind: 'done' } : { kind: 'retry', delaySeconds: CLAIM_SECONDS }
  }

  try {
    if (lead.email_sent_at === null) {
      await env.OWNER_MAIL.send(ownerEmail(lead, now))
      await stamp(env.DB, id, 'email_sent_at', new Date())
    }
    const webhook = env.LEAD_WEBHOOK_URL?.trim()
    if (webhook && lead.webhook_sent_at === null) {
      if (!isWebhookUrl(webhook)) throw new Error('LEAD_WEBHOOK_URL is not an https URL')
      await postWebhook(webhook, lead)
      await stamp(env.DB, id, 'webhook_sent_at', new Date())
    }
  } catch (error) {
    await env.DB.prepare(
      `UPDATE contact_requests SET claimed_until = NULL, last_error = ? WHERE id = ?`,
    )
      .bind(reason(error), id)
      .run()
    return { kind: 'retry', delaySeconds: retryDelaySeconds }
  }

  await env.DB.prepare(
    `UPDATE contact_requests
        SET delivery_state = 'sent', delivered_at = ?, claimed_until = NULL, last_error = NULL
      WHERE id = ?`,
  )
    .bind(iso(new Date()), id)
    .run()
  return { kind: 'done' }
}

/** Records that one channel delivered, before anything else can fail. */
async function stamp(
  db: D1Database,
  id: string,
  column: 'email_sent_at' | 'webhook_sent_at',
  at: Date,
): Promise<void> {
  await db.prepare(`UPDATE contact_requests SET ${column} = ? WHERE id = ?`).bind(iso(at), id).run()
}

/** A failure's reason for the owner's view: the message only, short. */
function reason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.slice(0, 500)
}

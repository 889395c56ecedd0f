import { contactRetention } from '@org/content'

/** How many rows {@link purgeExpiredRequests} deleted, by kind. */
export type PurgeResult = { requests: number; spam: number }

const DAY_MS = 86_400_000

/**
 * Deletes contact requests older than the retention periods the privacy policy states
 * (`contactRetention` in `@org/content`, the one place both read): requests from people after
 * `days`, requests flagged as spam after `spamDays`.
 */
export async function purgeExpiredRequests(
  db: D1Database,
  now: Date = new Date(),
): Promise<PurgeResult> {
  const cutoff = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString()
  const [requests, spam] = await db.batch([
    db
      .prepare('DELETE FROM contact_requests WHERE spam = 0 AND created_at < ?')
      .bind(cutoff(contactRetention.days)),
    db
      .prepare('DELETE FROM contact_requests WHERE spam = 1 AND created_at < ?')
      .bind(cutoff(contactRetention.spamDays)),
  ])
  return { requests: requests?.meta.changes ?? 0, spam: spam?.meta.changes ?? 0 }
}

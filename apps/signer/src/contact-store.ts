import type { ContactRequest } from '@org/content'

/** Outcome of {@link storeContactRequest}. */
export type StoreResult =
  | { status: 'stored'; id: string }
  | { status: 'replayed'; id: string }
  | { status: 'key-reused' }

/**
 * Writes one contact request to D1 and resolves only once the row is committed. With an
 * idempotency key, a repeat of the same request (a double click, a retried network call) maps
 * onto the first row instead of adding a second; the same key with different content is refused,
 * since silently answering for the earlier message would lose the new one.
 *
 * A request that tripped the honeypot is stored flagged as spam, its notification skipped.
 */
export async function storeContactRequest(
  db: D1Database,
  request: ContactRequest,
  idempotencyKey: string | undefined,
  spam = false,
  now: Date = new Date(),
): Promise<StoreResult> {
  const hash = await requestHash(request)
  const inserted = await db
    .prepare(
      `INSERT INTO contact_requests
         (id, idempotency_key, request_hash, name, email, phone, company, message, created_at,
          spam, delivery_state)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id`,
    )
    .bind(
      crypto.randomUUID(),
      idempotencyKey ?? null,
      hash,
      request.name,
      request.email,
      request.phone ?? null,
      request.company ?? null,
      request.message,
      now.toISOString(),
      spam ? 1 : 0,
      spam ? 'skipped' : 'pending',
    )
    .first<{ id: string }>()
  if (inserted !== null) return { status: 'stored', id: inserted.id }

  // Only a key conflict skips the insert, so the earlier row exists.
  const earlier = await db
    .prepare('SELECT id, request_hash FROM contact_requests WHERE idempotency_key = ?')
    .bind(idempotencyKey ?? null)
    .first<{ id: string; request_hash: string }>()
  if (earlier === null) throw new Error('contact request insert skipped without a matching key')
  return earlier.request_hash === hash
    ? { status: 'replayed', id: earlier.id }
    : { status: 'key-reused' }
}

/** SHA-256 over the validated fields, in a fixed order, as hex. */
async function requestHash(request: ContactRequest): Promise<string> {
  const canonical = JSON.stringify([
    request.name,
    request.email,
    request.phone ?? null,
    request.company ?? null,
    request.message,
  ])
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

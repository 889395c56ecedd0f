import type { ContactAttempt } from './contact-draft'

/** A fresh idempotency key: a random UUID (v4), even outside a secure context. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * The attempt for sending a message with this fingerprint: the previous one again when the
 * message is unchanged (a retry, so the signer stores it once even if an earlier send did reach
 * it), else a new key. A changed message needs a new key: the signer refuses a key reused for
 * different content.
 */
export function attemptFor(
  previous: ContactAttempt | undefined,
  fingerprint: string,
): ContactAttempt {
  if (previous && previous.fingerprint === fingerprint) return previous
  return { key: newIdempotencyKey(), fingerprint }
}

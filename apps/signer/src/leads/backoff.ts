/** The longest wait between two delivery attempts. */
const MAX_DELAY_SECONDS = 3600

/**
 * Exponential back-off for the `attempts`-th delivery attempt (1 for the first): `base` seconds,
 * then twice that each time, at most an hour. A base of 0 retries at once (tests).
 */
export function retryDelaySeconds(base: number, attempts: number): number {
  if (!Number.isFinite(base) || base <= 0) return 0
  return Math.min(MAX_DELAY_SECONDS, Math.round(base * 2 ** Math.max(0, attempts - 1)))
}

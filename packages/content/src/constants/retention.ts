/**
 * How long contact form requests are kept. The privacy policy states these periods and the
 * signer's daily clean-up deletes by them, so the promise and the deletion cannot drift apart.
 */
export const contactRetention = {
  /** A request from a person: long enough to follow up over a sales cycle, then deleted. */
  days: 365,
  /** A request that tripped the spam trap: kept briefly so a person caught by it can be found. */
  spamDays: 30,
} as const

/**
 * A retention period in words: whole years as months ("12 months"), anything else in days
 * ("30 days"), so the policy and the form's notice read the same figure the clean-up uses.
 */
export function retentionPeriod(days: number): string {
  if (days % 365 === 0) return `${(days / 365) * 12} months`
  return days === 1 ? '1 day' : `${days} days`
}

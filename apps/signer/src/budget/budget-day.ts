/** The budget day a moment falls on: its UTC date, `YYYY-MM-DD`. */
export function budgetDay(now = new Date()): string {
  return now.toISOString().slice(0, 10)
}

/**
 * A daily budget setting (`VOICE_DAILY_BUDGET`, `CONTACT_DAILY_BUDGET`): a whole number, 0
 * meaning none at all. Anything else is `undefined`, which the caller treats as a
 * configuration error rather than guessing.
 */
export function budgetLimit(value: string | undefined): number | undefined {
  const text = value?.trim() ?? ''
  if (!/^\d{1,9}$/.test(text)) return undefined
  return Number(text)
}

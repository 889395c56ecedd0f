/**
 * A whole-dollar Australian amount as the site shows it: `$499`, `$1,699`, `$3,500`.
 *
 * @example
 * formatAud(1699) // '$1,699'
 */
export function formatAud(amount: number): string {
  if (!Number.isInteger(amount) || amount < 0) {
    throw new RangeError(`formatAud expects a whole, non-negative dollar amount; got ${amount}.`)
  }
  return `$${amount.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`
}

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/**
 * An ISO date (`2025-08-21`) in the one format the site shows: `21 August 2025`.
 *
 * @example
 * formatDate('2025-08-18') // '18 August 2025'
 */
export function formatDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  const month = match ? months[Number(match[2]) - 1] : undefined
  if (!match || !month)
    throw new RangeError(`formatDate expects an ISO date like 2025-08-21; got "${iso}".`)
  return `${Number(match[3])} ${month} ${match[1]}`
}

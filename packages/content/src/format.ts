/**
 * A whole number with Australian thousands separators: `1,000`, `25,000`. Written out rather
 * than `toLocaleString('en-AU')`, whose first call loads the locale's number data: on a phone that
 * held up every page's start by about 150 ms, since content's constants are formatted on load.
 *
 * @example
 * formatCount(25000) // '25,000'
 */
export function formatCount(count: number): string {
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`formatCount expects a whole, non-negative number; got ${count}.`)
  }
  return count.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

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
  return `$${formatCount(amount)}`
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

/** Characters a spreadsheet may read as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * One CSV cell: quoted, quotes doubled, and a value a spreadsheet would run as a formula (`=`,
 * `+`, `-`, `@`, tab or carriage return first) prefixed with `'`, as OWASP advises, so an
 * exported message can never execute in the owner's spreadsheet.
 */
export function csvCell(value: string | number | boolean | null): string {
  const text = value === null ? '' : String(value)
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return `"${safe.replace(/"/g, '""')}"`
}

/**
 * A CSV document (RFC 4180, CRLF line ends) with a byte-order mark, so spreadsheets read the
 * UTF-8 names and messages correctly.
 */
export function toCsv<Row extends Record<string, string | number | boolean | null>>(
  columns: readonly (keyof Row & string)[],
  rows: readonly Row[],
): string {
  const lines = [columns.map(csvCell).join(',')]
  for (const row of rows)
    lines.push(columns.map((column) => csvCell(row[column] ?? null)).join(','))
  return `\ufeff${lines.join('\r\n')}\r\n`
}

/**
 * Cloudflare's `_headers` file, written within its documented limits. The host itself applies it
 * (rules in file order; `! Name` removes a header earlier rules set); the end-to-end tests read
 * the headers back from `wrangler dev`, the same runtime.
 */

/** One block of the file: a URL pattern and what it does to matching responses. */
export interface HeaderRule {
  /** `/about`, `/assets/*`, `/blog/:slug` or `https://host/path`. */
  pattern: string
  /** Headers to set, in order. */
  set: readonly (readonly [name: string, value: string])[]
  /** Headers to remove from what earlier rules set (`! Name`). */
  unset?: readonly string[]
}

/** Cloudflare's documented limits for the file. */
export const headersFileLimits = { rules: 100, lineLength: 2000 } as const

/** The file's text for the given rules; throws when a rule breaks Cloudflare's limits. */
export function formatHeadersFile(rules: readonly HeaderRule[], comment?: string): string {
  if (rules.length > headersFileLimits.rules) {
    throw new Error(`_headers allows ${headersFileLimits.rules} rules; these are ${rules.length}.`)
  }
  const lines = comment ? comment.split('\n').map((line) => `# ${line}`.trimEnd()) : []
  for (const rule of rules) {
    lines.push(rule.pattern)
    for (const name of rule.unset ?? []) lines.push(`  ! ${name}`)
    for (const [name, value] of rule.set) lines.push(`  ${name}: ${value}`)
  }
  const text = `${lines.join('\n')}\n`
  const long = text.split('\n').find((line) => line.length > headersFileLimits.lineLength)
  if (long) {
    throw new Error(
      `_headers lines stop at ${headersFileLimits.lineLength} characters; this one has ${long.length}: ${long.slice(0, 80)}...`,
    )
  }
  return text
}

/**
 * Cloudflare's `_headers` file: writing it, reading it back, and answering which headers a
 * request gets, the way the Workers static-assets server applies it (rules in file order; `! Name`
 * removes a header earlier rules set; a header set twice is joined with a comma).
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

const headerName = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/

/** Reads a `_headers` file; throws naming the line of anything Cloudflare would not accept. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: { pattern: string; set: [string, string][]; unset: string[] }[] = []
  text.split(/\r?\n/).forEach((raw, index) => {
    const where = `_headers line ${index + 1}`
    const line = raw.trim()
    if (line === '' || line.startsWith('#')) return
    if (line.length > headersFileLimits.lineLength) {
      throw new Error(`${where} is longer than ${headersFileLimits.lineLength} characters.`)
    }
    if (!/^\s/.test(raw)) {
      if (!line.startsWith('/') && !line.startsWith('https://')) {
        throw new Error(`${where}: a rule starts with a path or an https:// URL, not "${line}".`)
      }
      rules.push({ pattern: line, set: [], unset: [] })
      return
    }
    const rule = rules.at(-1)
    if (!rule) throw new Error(`${where}: a header comes before any URL pattern.`)
    if (line.startsWith('!')) {
      const name = line.slice(1).trim()
      if (!headerName.test(name)) throw new Error(`${where}: "${name}" is not a header name.`)
      rule.unset.push(name)
      return
    }
    const colon = line.indexOf(':')
    const name = colon > 0 ? line.slice(0, colon).trim() : ''
    if (!headerName.test(name)) throw new Error(`${where}: expected "Name: value", got "${line}".`)
    rule.set.push([name, line.slice(colon + 1).trim()])
  })
  if (rules.length > headersFileLimits.rules) {
    throw new Error(
      `_headers allows ${headersFileLimits.rules} rules; this file has ${rules.length}.`,
    )
  }
  return rules
}

/** A rule's pattern as a regular expression: `*` matches anything, `:name` one path segment. */
function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[-/\\^$+?.()|[\]{}]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
    .join('.*')
  return new RegExp(`^${source}$`)
}

/** Matches request paths against rules; build once per file. */
export function createHeadersMatcher(rules: readonly HeaderRule[]) {
  const compiled = rules.map((rule) => ({ rule, regExp: patternRegExp(rule.pattern) }))
  /**
   * The headers the file adds to a response for this path (and host, for absolute rules), as
   * lower-case name → value.
   */
  return (pathname: string, host = 'localhost'): Map<string, string> => {
    const headers = new Map<string, string>()
    const setBefore = new Set<string>()
    for (const { rule, regExp } of compiled) {
      const subject = rule.pattern.startsWith('https://') ? `https://${host}${pathname}` : pathname
      if (!regExp.test(subject)) continue
      for (const name of rule.unset ?? []) headers.delete(name.toLowerCase())
      for (const [name, value] of rule.set) {
        const key = name.toLowerCase()
        const earlier = headers.get(key)
        headers.set(
          key,
          setBefore.has(key) && earlier !== undefined ? `${earlier}, ${value}` : value,
        )
        setBefore.add(key)
      }
    }
    return headers
  }
}

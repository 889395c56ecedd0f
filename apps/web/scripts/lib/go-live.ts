/** A placeholder still in the site's content, found by {@link goLivePlaceholders}. */
export interface Placeholder {
  /** Where it is, as a path into the content (`site.email`, `homeLazy.testimonials.items[0]`). */
  where: string
  /** What is there. */
  value: string
  /** Why it cannot go live. */
  why: string
}

// The reserved names for documentation (RFC 2606): nobody can own them.
const EXAMPLE_HOST = /(^|\.)example(\.(com|net|org))?$/i
// Australian numbers the regulator sets aside for fiction: mobiles 0491 570–579, landlines
// (0x) 5550 xxxx and (0x) 7010 xxxx.
const FICTIONAL_PHONE = /^(\+?61|0)(4915[7]\d{4}|[2378](5550|7010)\d{4})$/

function exampleUrl(value: string): boolean {
  try {
    return EXAMPLE_HOST.test(new URL(value).hostname)
  } catch {
    return false
  }
}

function exampleMailbox(value: string): boolean {
  const match = /^(?:mailto:)?[^@\s]+@([^@\s?]+)$/i.exec(value)
  return match?.[1] !== undefined && EXAMPLE_HOST.test(match[1])
}

function fictionalPhone(value: string): boolean {
  const digits = value.replace(/^tel:/, '').replace(/[\s()-]/g, '')
  return FICTIONAL_PHONE.test(digits)
}

/**
 * Every placeholder still in the site's content, so a launch cannot ship them by accident:
 * addresses on the reserved `example` domains (the `.example` mailbox and site, booking, social
 * and widget links), phone numbers from the range set aside for fiction, and any record marked
 * `sample: true` (the sample testimonials). Walks every record it is given, however deep.
 */
export function goLivePlaceholders(content: Readonly<Record<string, unknown>>): Placeholder[] {
  const found: Placeholder[] = []
  const seen = new Set<unknown>()
  const visit = (value: unknown, where: string) => {
    if (typeof value === 'string') {
      // Pages repeat the site's details; each placeholder is listed once, where it is set.
      if (seen.has(value)) return
      seen.add(value)
      if (exampleMailbox(value))
        found.push({ where, value, why: 'a mailbox on a reserved example domain' })
      else if (exampleUrl(value))
        found.push({ where, value, why: 'a link to a reserved example domain' })
      else if (fictionalPhone(value))
        found.push({ where, value, why: 'a phone number from the range set aside for fiction' })
      return
    }
    if (typeof value !== 'object' || value === null || seen.has(value)) return
    seen.add(value)
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, `${where}[${index}]`)
      return
    }
    const record = value as Record<string, unknown>
    if (record.sample === true) {
      const label = [record.name, record.business]
        .filter((part) => typeof part === 'string')
        .join(', ')
      found.push({ where, value: label || where, why: 'marked in the content as a sample' })
    }
    for (const [key, child] of Object.entries(record)) visit(child, where ? `${where}.${key}` : key)
  }
  // The site record first: it is where an owner replaces most of them. The page registry and
  // its definitions last: they hold the records again, which are found under their own names.
  const { site, pages, ...rest } = content
  visit(site, 'site')
  const entries = Object.entries(rest)
  const definition = ([name]: [string, unknown]) => name.endsWith('Definition')
  for (const [name, value] of entries.filter((entry) => !definition(entry))) visit(value, name)
  for (const [name, value] of entries.filter(definition)) visit(value, name)
  visit(pages, 'pages')
  return found
}

/** The go-live report: one line per placeholder, for the build's error message. */
export function formatPlaceholders(placeholders: readonly Placeholder[]): string {
  return placeholders.map((p) => `  - ${p.where}: ${p.value} (${p.why})`).join('\n')
}

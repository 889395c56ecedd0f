/**
 * The requirements in `docs/` and the content agree on what a machine can check: the route
 * table, the home anchors, the catalogue texts content holds, and every link between the
 * documents. A change to one without the other fails here.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { homeLazy } from './pages/home-lazy'
import { notFoundPage } from './pages/shell'
import { homeAnchors, routes } from './routes'

const docsDir = new URL('../../../docs/', import.meta.url)
const readDoc = (name: string) => readFileSync(new URL(name, docsDir), 'utf8')

/** The lines of a document's `## heading` section, up to the next heading of that level. */
function section(markdown: string, heading: string): string[] {
  const lines = markdown.split('\n')
  const start = lines.indexOf(`## ${heading}`)
  if (start < 0) throw new Error(`No "## ${heading}" section.`)
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '))
  return lines.slice(start + 1, end < 0 ? undefined : end)
}

/** The cells of each table row whose first cell is a code span: `| \`x\` | ... |`. */
function codeRows(lines: readonly string[]): string[][] {
  return lines
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim().replace(/^`|`$/g, '')),
    )
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')
}

/** Every anchor a document offers: its headings' slugs and its `<a id="...">` targets. */
function anchors(markdown: string): Set<string> {
  const headings = [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((match) => slug(match[1] ?? ''))
  const ids = [...markdown.matchAll(/<a id="([^"]+)"><\/a>/g)].map((match) => match[1] ?? '')
  return new Set([...headings, ...ids])
}

describe('docs/routes.md', () => {
  const routeTable = codeRows(section(readDoc('routes.md'), 'Route table'))

  it('lists exactly the routed paths, each with its page kind', () => {
    const documented = routeTable.map(([path, , kind]) => ({ path, kind }))
    expect(documented).toEqual(routes.map(({ path, kind }) => ({ path, kind })))
  })

  it('names the home anchors', () => {
    const documented = codeRows(section(readDoc('routes.md'), 'Anchors')).map(([anchor]) => anchor)
    expect(documented).toEqual([...homeAnchors])
  })
})

describe('docs/messages.md', () => {
  const messages = readDoc('messages.md')

  it.each([
    notFoundPage.code,
    notFoundPage.heading,
    notFoundPage.home.label,
    homeLazy.contact.sending,
    homeLazy.contact.errorSummary,
    homeLazy.contact.successHeading,
    homeLazy.contact.success,
    homeLazy.contact.failure,
    homeLazy.contact.unreachable,
    homeLazy.contact.rateLimited,
    homeLazy.contact.noScript,
  ])('holds "%s" word for word', (text) => {
    expect(messages).toContain(`\`${text}\``)
  })
})

describe('links between the documents', () => {
  const names = readdirSync(docsDir).filter((name) => name.endsWith('.md'))
  const links = names.flatMap((name) =>
    [...readDoc(name).matchAll(/\]\(([\w-]+\.md)?(?:#([\w-]+))?\)/g)].map((match) => ({
      from: name,
      to: match[1] ?? name,
      anchor: match[2],
    })),
  )

  it('finds the documents and their links', () => {
    expect(names).toContain('README.md')
    expect(links.length).toBeGreaterThan(20)
  })

  it('leads every link to a document and an anchor that exist', () => {
    const broken = links.filter(
      ({ to, anchor }) => !names.includes(to) || (anchor && !anchors(readDoc(to)).has(anchor)),
    )
    expect(broken).toEqual([])
  })
})

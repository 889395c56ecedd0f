import { attribute, elements, type HtmlElement, type HtmlNode } from './html.ts'

// Elements whose text a visitor neither sees nor hears: decorative copies (a marquee's second
// pass is aria-hidden), code, and drawings.
const silentTags = new Set(['script', 'style', 'template', 'noscript', 'svg'])

function isSilent(element: HtmlElement): boolean {
  return (
    silentTags.has(element.tagName) ||
    attribute(element, 'aria-hidden') === 'true' ||
    attribute(element, 'hidden') !== undefined
  )
}

/**
 * The text of a page's `<main>` that a visitor meets once: everything but hidden and
 * aria-hidden subtrees, scripts and drawings. Empty when the page has no `<main>`.
 */
export function mainText(document: HtmlNode): string {
  const main = [...elements(document)].find((element) => element.tagName === 'main')
  if (!main) return ''
  const parts: string[] = []
  const visit = (node: HtmlNode) => {
    for (const child of 'childNodes' in node ? node.childNodes : []) {
      if ('tagName' in child) {
        if (!isSilent(child)) visit(child)
      } else if ('value' in child && child.nodeName === '#text') parts.push(child.value)
    }
  }
  visit(main)
  return parts.join(' ').replace(/\s+/g, ' ')
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/**
 * How often each figure stands in a text, counted as a whole figure: `80%` is not found in
 * `60-80%`, nor `5x` in `15x`.
 */
export function figureCounts(text: string, figures: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const figure of figures) {
    const pattern = new RegExp(`(?<![\\w./-])${escapeRegExp(figure)}(?![\\w/]|[.,]\\d)`, 'g')
    counts.set(figure, text.match(pattern)?.length ?? 0)
  }
  return counts
}

/** The figures a text shows more than once, with their counts, in the order given. */
export function repeatedFigures(text: string, figures: readonly string[]): [string, number][] {
  return [...figureCounts(text, figures)].filter(([, count]) => count > 1)
}

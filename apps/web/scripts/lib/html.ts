import { type DefaultTreeAdapterMap, parse } from 'parse5'

/** A parsed HTML node. */
export type HtmlNode = DefaultTreeAdapterMap['parentNode'] | DefaultTreeAdapterMap['childNode']
/** A parsed HTML element. */
export type HtmlElement = DefaultTreeAdapterMap['element']

/** Parses a whole HTML document the way a browser does. */
export function parseDocument(html: string): DefaultTreeAdapterMap['document'] {
  return parse(html)
}

/** Every element under a node, in document order. */
export function* elements(node: HtmlNode): Generator<HtmlElement> {
  const children = 'childNodes' in node ? node.childNodes : []
  for (const child of children) {
    if ('tagName' in child) {
      yield child
      if ('content' in child) yield* elements(child.content)
    }
    yield* elements(child)
  }
}

/** An attribute's value, or `undefined` when the element does not have it. */
export function attribute(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value
}

/** The text directly inside an element (what a browser hashes for an inline script). */
export function textOf(element: HtmlElement): string {
  return element.childNodes.map((child) => ('value' in child ? child.value : '')).join('')
}

/** Script types a browser runs; any other type (JSON-LD, templates) is data, outside the CSP. */
const executableTypes = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
])

/** Whether a `<script>` element runs code. */
export function isExecutableScript(element: HtmlElement): boolean {
  return executableTypes.has((attribute(element, 'type') ?? '').trim().toLowerCase())
}

/** The code of every script that runs inline (no `src`), in document order. */
export function inlineScripts(document: HtmlNode): string[] {
  return [...elements(document)]
    .filter(
      (element) =>
        element.tagName === 'script' &&
        attribute(element, 'src') === undefined &&
        isExecutableScript(element),
    )
    .map(textOf)
}

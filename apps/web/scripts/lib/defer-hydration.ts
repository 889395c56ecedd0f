import { parse } from 'parse5'
import { attribute, elements, type HtmlElement, isExecutableScript, textOf } from './html.ts'

/** Marks a page whose hydration this module already deferred, so running it again is a no-op. */
export const DEFERRED_MARK = '/* hydration after the first contentful paint */'

/** `import "x";` or `import * as name from "x";`, as React Router writes its hydration script. */
const staticImport =
  /^\s*import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+)?("[^"\n]+");?[ \t]*$/gm

/** Where an element starts and ends in the source, from parse5's location info. */
function span(element: HtmlElement): { start: number; end: number } {
  const location = element.sourceCodeLocation
  if (!location) throw new Error(`No source location for <${element.tagName}>.`)
  return { start: location.startOffset, end: location.endOffset }
}

/**
 * Moves a prerendered page's JavaScript behind its first contentful paint.
 *
 * React Router writes a `<link rel="modulepreload">` for every chunk the page hydrates with, and a
 * module script whose static imports fetch them at once. On a slow phone network those ~130 kB
 * share the first round trips with the HTML, the stylesheet and the hero picture, so the page,
 * complete as HTML, paints later than it needs to. This rewrites both: the preloads are added by
 * the script instead, once the browser reports the first contentful paint (after a frame where it
 * cannot report paints, and after two seconds in a tab that does not paint, such as a background
 * one), and the static imports become the same imports in the same order, awaited there. The
 * page hydrates as before, a moment later; links work before that as plain links.
 *
 * Throws when the page has preloads but no hydration script of the expected shape, so a change
 * in React Router's output fails the build rather than shipping a page that never hydrates.
 */
export function deferHydration(html: string): string {
  if (html.includes(DEFERRED_MARK)) return html
  const document = parse(html, { sourceCodeLocationInfo: true })
  const all = [...elements(document)]
  const preloads = all.filter(
    (element) => element.tagName === 'link' && attribute(element, 'rel') === 'modulepreload',
  )
  const hydration = all.filter(
    (element) =>
      element.tagName === 'script' &&
      attribute(element, 'type') === 'module' &&
      attribute(element, 'src') === undefined &&
      isExecutableScript(element) &&
      /\bimport\(/.test(textOf(element)),
  )
  if (preloads.length === 0 && hydration.length === 0) return html
  if (hydration.length !== 1) {
    throw new Error(
      `Expected one inline module script that imports the client entry, found ${hydration.length}.`,
    )
  }
  const script = hydration[0] as HtmlElement
  const code = textOf(script)
  const imports: string[] = []
  const rest = code.replace(staticImport, (_line, name: string | undefined, source: string) => {
    imports.push(name ? `const ${name} = await import(${source});` : `await import(${source});`)
    return ''
  })
  if (/^\s*import[\s*{"']/m.test(rest)) {
    throw new Error(`The hydration script has an import this cannot defer:\n${code}`)
  }
  const hrefs = preloads.map((link) => {
    const href = attribute(link, 'href')
    if (!href) throw new Error('A <link rel="modulepreload"> without an href.')
    return href
  })
  const deferred = [
    DEFERRED_MARK,
    'await new Promise((go) => {',
    '  setTimeout(go, 2000);',
    '  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(go));',
    '  new PerformanceObserver((list, observer) => {',
    '    if (list.getEntriesByName("first-contentful-paint").length > 0) { observer.disconnect(); go(); }',
    '  }).observe({ type: "paint", buffered: true });',
    '});',
    `for (const href of ${JSON.stringify(hrefs)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    ...imports,
    rest.trim(),
  ].join('\n')

  const edits = [
    ...preloads.map((link) => ({ ...span(link), text: '' })),
    { ...span(script), text: `<script type="module">${deferred}</script>` },
  ].sort((a, b) => b.start - a.start)
  let out = html
  for (const edit of edits) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end)
  return out
}

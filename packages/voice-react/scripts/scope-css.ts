import postcss, { type AtRule, type Declaration, type Root, type Rule } from 'postcss'

/** The class on the element that holds the panel (and its portals) when the scoped stylesheet is used. */
export const SCOPE_CLASS = 'kb-voice'

/** Selectors that style the document itself; in the scoped sheet they style the scope element. */
const DOCUMENT_SELECTORS = new Set(['html', 'body', ':root', ':host'])

/** One selector of a compiled rule, rewritten to apply only inside `.{scope}`. */
export function scopeSelector(selector: string, scope = SCOPE_CLASS): string[] {
  const root = `.${scope}`
  const trimmed = selector.trim()
  if (DOCUMENT_SELECTORS.has(trimmed)) return [root]
  // `*` and bare pseudo-elements (the reset's `::before`, `::backdrop`...) cover the root as well.
  if (trimmed === '*') return [root, `${root} *`]
  if (trimmed.startsWith('::')) return [`${root}${trimmed}`, `${root} ${trimmed}`]
  // `:host:...` / `html:...`: the document with a condition, such as the reset's `:host:has(...)`.
  const documentWith = /^(html|body|:root|:host)(?=[:[])/.exec(trimmed)
  if (documentWith) return [`${root}${trimmed.slice(documentWith[0].length)}`]
  return [`${root} ${trimmed}`]
}

/**
 * Rewrites a compiled Tailwind stylesheet so that it styles nothing outside an element with the
 * scope class: every selector gains the class as an ancestor (the document's own selectors
 * become the class), cascade layers are unwrapped so a host page's unlayered rules do not
 * silently outrank the panel's, and keyframes are renamed with the scope as a prefix so they
 * neither replace nor get replaced by the host page's animations of the same name.
 *
 * Registered custom properties (`@property`) also get their initial values as plain
 * declarations, because a shadow root ignores `@property` and Tailwind's shadows, gradients and
 * transforms read those values.
 *
 * Expects flat CSS (no nesting): run it after Tailwind's `optimize`.
 */
export function scopeCss(css: string, scope = SCOPE_CLASS): string {
  const root = postcss.parse(css)
  unwrapLayers(root)
  const renamed = renameKeyframes(root, scope)
  declarePropertyDefaults(root)
  root.walkRules((rule: Rule) => {
    if (insideKeyframes(rule)) return
    rule.selectors = rule.selectors.flatMap((selector) => scopeSelector(selector, scope))
  })
  if (renamed.size > 0) {
    root.walkDecls((decl: Declaration) => {
      if (/animation|^--animate/.test(decl.prop)) decl.value = renameIn(decl.value, renamed)
    })
  }
  return root.toString()
}

function unwrapLayers(root: Root): void {
  root.walkAtRules('layer', (layer: AtRule) => {
    // `@layer a, b;` only orders layers: with none left it has nothing to order.
    if (!layer.nodes) layer.remove()
    else layer.replaceWith(layer.nodes)
  })
}

/** The initial value of every `@property`, declared on every element (they do not inherit). */
function declarePropertyDefaults(root: Root): void {
  const defaults = postcss.rule({ selectors: ['*', '::before', '::after', '::backdrop'] })
  root.walkAtRules('property', (property: AtRule) => {
    let initial = 'initial'
    property.walkDecls('initial-value', (decl: Declaration) => {
      initial = decl.value
    })
    defaults.append(postcss.decl({ prop: property.params.trim(), value: initial }))
  })
  if (defaults.nodes.length > 0) root.prepend(defaults)
}

function renameKeyframes(root: Root, scope: string): Map<string, string> {
  const renamed = new Map<string, string>()
  root.walkAtRules(/keyframes$/, (rule: AtRule) => {
    const name = rule.params.trim()
    const scoped = `${scope}-${name}`
    renamed.set(name, scoped)
    rule.params = scoped
  })
  return renamed
}

function renameIn(value: string, renamed: Map<string, string>): string {
  return value.replace(/[A-Za-z_][\w-]*/g, (word) => renamed.get(word) ?? word)
}

function insideKeyframes(rule: Rule): boolean {
  const parent = rule.parent
  return parent?.type === 'atrule' && /keyframes$/.test((parent as AtRule).name)
}

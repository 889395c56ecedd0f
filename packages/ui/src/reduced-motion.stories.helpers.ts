/**
 * Story helpers that read which animations the page's stylesheets would run under reduced motion.
 * The browser under test cannot switch that preference, so the rules are inspected instead.
 */

/** What an element's animations do when the visitor prefers reduced motion. */
export type ReducedMotionVerdict =
  /** No rule animates the element at all. */
  | 'no-animation'
  /** Every animation is limited to `no-preference`, or a `reduce` rule sets it to `none`. */
  | 'stops'
  /** Some animation runs whatever the preference. */
  | 'keeps-moving'

interface Declaration {
  style: CSSStyleDeclaration
  /** Inside a `prefers-reduced-motion: reduce` block. */
  reduce: boolean
  /** Inside a `prefers-reduced-motion: no-preference` block. */
  allowed: boolean
}

/** Every declaration block whose selector matches `element`, with its reduced-motion context. */
function declarationsFor(element: Element): Declaration[] {
  const found: Declaration[] = []
  const matches = (selector: string) => {
    try {
      return element.matches(selector)
    } catch {
      return false
    }
  }
  const visit = (rules: CSSRuleList, reduce: boolean, allowed: boolean, matched: boolean) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) {
        const text = rule.conditionText
        visit(
          rule.cssRules,
          reduce || /prefers-reduced-motion:\s*reduce/.test(text),
          allowed || /prefers-reduced-motion:\s*no-preference/.test(text),
          matched,
        )
      } else if (rule instanceof CSSStyleRule) {
        const hit = matched || matches(rule.selectorText)
        if (hit) found.push({ style: rule.style, reduce, allowed })
        visit(rule.cssRules, reduce, allowed, hit)
      } else if (
        typeof CSSNestedDeclarations !== 'undefined' &&
        rule instanceof CSSNestedDeclarations
      ) {
        if (matched) found.push({ style: rule.style, reduce, allowed })
      } else if (rule instanceof CSSGroupingRule) {
        visit(rule.cssRules, reduce, allowed, matched)
      }
    }
  }
  for (const sheet of Array.from(element.ownerDocument.styleSheets)) {
    try {
      visit(sheet.cssRules, false, false, false)
    } catch {
      // A stylesheet from another origin cannot be read; it holds none of our rules.
    }
  }
  return found
}

/** Whether a declaration block starts an animation (sets a name other than `none`). */
function animates(style: CSSStyleDeclaration): boolean {
  const name = style.getPropertyValue('animation-name') || style.getPropertyValue('animation')
  return name !== '' && name !== 'none'
}

/**
 * What `element`'s animations do under `prefers-reduced-motion: reduce`, read from the rules that
 * would apply to it.
 */
export function underReducedMotion(element: Element): ReducedMotionVerdict {
  const declarations = declarationsFor(element)
  const moving = declarations.filter((d) => !d.reduce && animates(d.style))
  if (moving.length === 0) return 'no-animation'
  const stopped = declarations.some(
    (d) => d.reduce && d.style.getPropertyValue('animation-name') === 'none',
  )
  return stopped || moving.every((d) => d.allowed) ? 'stops' : 'keeps-moving'
}

/** Whether a `reduce` rule turns off `element`'s transitions (`transition-property: none`). */
export function transitionsOffUnderReducedMotion(element: Element): boolean {
  return declarationsFor(element).some(
    (d) => d.reduce && d.style.getPropertyValue('transition-property') === 'none',
  )
}

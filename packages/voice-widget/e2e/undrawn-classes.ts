import type { Page } from 'playwright'

/**
 * The class names on the widget's elements (inside its shadow root) that no rule of the shadow
 * root's stylesheets selects, sorted. The widget's sheet is built from the classes its sources
 * use; a class missing here is a part of the panel drawn without its styles.
 */
export function undrawnClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('kookaburra-voice')?.shadowRoot
    if (!root) throw new Error('no shadow root')
    const selected = new Set<string>()
    const unescapeClass = (name: string) =>
      name
        .replace(/\\([0-9a-f]{1,6}) ?/gi, (_, hex: string) =>
          String.fromCodePoint(parseInt(hex, 16)),
        )
        .replace(/\\(.)/g, '$1')
    const visit = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) {
          for (const match of rule.selectorText.matchAll(
            /\.((?:\\[0-9a-f]{1,6} ?|\\.|[\w-])+)/gi,
          )) {
            selected.add(unescapeClass(match[1] as string))
          }
        }
        if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules)
      }
    }
    for (const sheet of root.adoptedStyleSheets) visit(sheet.cssRules)
    const used = new Set(
      [...root.querySelectorAll('[class]')].flatMap((element) => [...element.classList]),
    )
    // lucide-react marks every icon `lucide lucide-<name>` for the host's own styling, not ours.
    const marker = (name: string) => name === 'lucide' || name.startsWith('lucide-')
    return [...used].filter((name) => !selected.has(name) && !marker(name)).sort()
  })
}

import type { Page } from '@playwright/test'

/** Widths every page is laid out at: 320 px (the smallest phone) to 1920 px, every 64 px. */
export const layoutWidths: readonly number[] = Array.from(
  { length: (1920 - 320) / 64 + 1 },
  (_, index) => 320 + index * 64,
)

/**
 * What is wrong with the page's layout at its current width, one line per problem (sideways
 * scrolling is `horizontalOverflow`'s to find):
 * - two boxes side by side in one grid or flex row that overlap (cards, columns, buttons),
 *   unless the row says its overlap is meant (`data-overlap`, a stack of avatars), or a box in
 *   such a row whose content is wider than the box, so it spills over its neighbour;
 * - a box whose text is wider than the box itself (a long word or number pushing out).
 * Hidden, empty and decorative (`aria-hidden`) boxes are skipped, and so are those taken out
 * of the flow (absolute or fixed), which are placed on purpose.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const label = (element: Element) => {
      const id = element.id ? `#${element.id}` : ''
      const classes =
        typeof element.className === 'string' && element.className.trim()
          ? `.${element.className.trim().split(/\s+/).slice(0, 3).join('.')}`
          : ''
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      return `${element.tagName.toLowerCase()}${id}${classes}${text ? ` "${text}"` : ''}`
    }
    const shown = (element: Element) => {
      if (element.closest('[aria-hidden="true"], [hidden], [inert]')) return false
      const style = getComputedStyle(element)
      if (style.display === 'none' || style.visibility === 'hidden') return false
      const box = element.getBoundingClientRect()
      return box.width > 0 && box.height > 0
    }
    for (const row of document.body.querySelectorAll('*')) {
      const display = getComputedStyle(row).display
      if (!/(^|-)(grid|flex)$/.test(display) || row.closest('[data-overlap]') || !shown(row))
        continue
      const boxes = [...row.children]
        .filter((child) => {
          const position = getComputedStyle(child).position
          return position !== 'absolute' && position !== 'fixed' && shown(child)
        })
        .map((child) => ({ child, box: child.getBoundingClientRect() }))
      // A card whose content is wider than its column spills over the next one. Only content in
      // the flow counts: placed decorations (absolute, aria-hidden) and clipped parts do not.
      for (const { child, box } of boxes) {
        if (getComputedStyle(child).overflowX !== 'visible') continue
        let right = box.right
        let widest: Element = child
        const walk = (node: Element) => {
          for (const inner of node.children) {
            const style = getComputedStyle(inner)
            if (style.position === 'absolute' || style.position === 'fixed' || !shown(inner))
              continue
            // Moved on purpose (a card floating over a picture's corner): placed, like the above.
            if (style.translate !== 'none' || style.transform !== 'none') continue
            const innerRight = inner.getBoundingClientRect().right
            if (innerRight > right) {
              right = innerRight
              widest = inner
            }
            if (style.overflowX === 'visible') walk(inner)
          }
        }
        walk(child)
        if (right - box.right > 1) {
          problems.push(
            `${label(child)}: ${label(widest)} is ${Math.round(right - box.right)} px wider than its column`,
          )
        }
      }
      for (let first = 0; first < boxes.length; first++) {
        for (let second = first + 1; second < boxes.length; second++) {
          const a = boxes[first] as (typeof boxes)[number]
          const b = boxes[second] as (typeof boxes)[number]
          const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left)
          const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top)
          if (across > 1 && down > 1) {
            problems.push(
              `${label(a.child)} and ${label(b.child)} overlap by ${Math.round(across)} × ${Math.round(down)} px`,
            )
          }
        }
      }
    }

    for (const element of document.body.querySelectorAll('*')) {
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      )
      if (!ownText || !shown(element)) continue
      const style = getComputedStyle(element)
      if (style.display.startsWith('inline') && style.display !== 'inline-block') continue
      if (style.overflowX !== 'visible' || style.textOverflow === 'ellipsis') continue
      if (element.scrollWidth > element.clientWidth + 1) {
        problems.push(
          `${label(element)}: its text is ${element.scrollWidth - element.clientWidth} px wider than its box`,
        )
      }
    }
    return problems
  })
}

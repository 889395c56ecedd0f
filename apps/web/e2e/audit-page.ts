import AxeBuilder from '@axe-core/playwright'
import { routes } from '@org/content'
import type { Locator, Page } from '@playwright/test'
import { notFoundPath } from './audit-reveal'

/** Every page a visitor can reach: the route table, then the not-found page. */
export const auditedPaths: readonly string[] = [...routes.map(({ path }) => path), notFoundPath]

/** The WCAG 2.2 AA rule sets the site is held to. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * The page's WCAG 2.2 AA violations found by axe, one readable line per rule and element (the
 * rule, what it checks, where, and what to fix), so a failing audit names its fix.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'unrated'}): ${violation.help} at ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, '\n    ') ?? ''}`,
    ),
  )
}

/**
 * What sticks out past the right edge of a page at its current width: the document's extra scroll
 * width, and the outermost elements that reach past the viewport (by tag, id and classes).
 */
export async function horizontalOverflow(page: Page): Promise<{
  extraWidth: number
  culprits: string[]
}> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const label = (element: Element) =>
      [
        element.tagName.toLowerCase(),
        element.id ? `#${element.id}` : '',
        typeof element.className === 'string' && element.className
          ? `.${element.className.trim().split(/\s+/).slice(0, 4).join('.')}`
          : '',
      ].join('')
    /** Whether an ancestor clips the element horizontally inside the viewport (a marquee's track). */
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body) return false
        if (
          getComputedStyle(parent).overflowX !== 'visible' &&
          parent.getBoundingClientRect().right <= width + 0.5
        ) {
          return true
        }
      }
      return false
    }
    const culprits: string[] = []
    const seen = new Set<Element>()
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.right <= width + 0.5 || clipped(element)) continue
      seen.add(element)
      // Only the outermost: an element inside a culprit is part of the same problem.
      const parent = element.parentElement
      if (parent && [...seen].some((outer) => outer !== element && outer.contains(parent))) continue
      culprits.push(`${label(element)} (right edge ${Math.round(box.right)} px)`)
    }
    return { extraWidth: document.documentElement.scrollWidth - innerWidth, culprits }
  })
}

/**
 * Waits for every finite animation inside the element (an opening dialog's fade and slide) to end;
 * axe reads colours mid-fade as low contrast. Endless ones (a pulsing status dot) are left running.
 */
export async function animationsSettled(locator: Locator): Promise<void> {
  await locator.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

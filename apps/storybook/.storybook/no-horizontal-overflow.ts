/**
 * Fails a story whose page is wider than the window: the document must scroll only up and down.
 * Runs after every story (see preview.ts), at every width the tests use, 360 px included.
 */
export function assertNoHorizontalOverflow(doc: Document) {
  const root = doc.documentElement
  if (root.scrollWidth <= root.clientWidth) return
  const culprits = Array.from(doc.body.querySelectorAll<HTMLElement>('*'))
    .map((element) => ({ element, right: element.getBoundingClientRect().right }))
    .filter(({ right }) => right > root.clientWidth + 0.5)
    // The innermost elements name the cause; their ancestors only inherit the width.
    .filter(
      ({ element }, _, all) =>
        !all.some((other) => element.contains(other.element) && other.element !== element),
    )
    .slice(0, 3)
    .map(({ element, right }) => `${describe(element)} reaches ${Math.round(right)} px`)
  throw new Error(
    `The page scrolls sideways: it is ${root.scrollWidth} px wide in a ${root.clientWidth} px window. ${culprits.join('; ')}`,
  )
}

function describe(element: HTMLElement): string {
  const classes = element.getAttribute('class')?.trim().split(/\s+/).slice(0, 4).join('.') ?? ''
  return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}>`
}

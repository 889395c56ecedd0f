import type { Page } from '@playwright/test'

/**
 * Counts the components React renders again after they first appeared, through the hook React
 * DOM offers developer tools (production builds call it on every commit too). A component that
 * re-renders while the page hydrates costs the visitor a task that cannot be split: React renders
 * an update made during hydration in one go.
 *
 * Each re-rendered component is recorded by its first element, so a test can ask about one part
 * of the page. Install before the page loads.
 */
export async function installRenderProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // React's fiber fields this reads; they are the developer tools' contract with React DOM.
    interface Fiber {
      tag: number
      flags: number
      child: Fiber | null
      sibling: Fiber | null
      alternate: Fiber | null
      stateNode: unknown
    }
    const functionTags = new Set([0, 11, 14, 15]) // function, forwardRef, memo, simple memo
    const hostTags = new Set([5, 26, 27]) // element, hoistable, singleton
    const performedWork = 1
    const rerendered: Element[] = []
    let seen = new Set<Fiber>()
    const firstElement = (fiber: Fiber): Element | null => {
      for (let node = fiber.child; node; node = node.child) {
        if (hostTags.has(node.tag) && node.stateNode instanceof Element) return node.stateNode
      }
      return null
    }
    const hook = {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map<number, unknown>(),
      inject(renderer: unknown) {
        hook.renderers.set(1, renderer)
        return 1
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onCommitFiberRoot(_renderer: number, root: { current: Fiber }) {
        const now = new Set<Fiber>()
        const stack: Fiber[] = [root.current]
        while (stack.length > 0) {
          const fiber = stack.pop() as Fiber
          now.add(fiber)
          // A fiber made in this commit from one the last commit showed, that ran its render.
          const again = !seen.has(fiber) && fiber.alternate !== null && seen.has(fiber.alternate)
          if (again && functionTags.has(fiber.tag) && (fiber.flags & performedWork) !== 0) {
            const element = firstElement(fiber)
            if (element) rerendered.push(element)
          }
          if (fiber.sibling) stack.push(fiber.sibling)
          if (fiber.child) stack.push(fiber.child)
        }
        seen = now
      },
    }
    Object.assign(window, { __REACT_DEVTOOLS_GLOBAL_HOOK__: hook, __rerendered: rerendered })
  })
}

/**
 * Resolves once the page's main thread has had two idle periods in a row: by then React has
 * committed whatever the hydration's effects scheduled (its work is queued as tasks, and the
 * browser only idles with none queued).
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve())),
      ),
  )
}

/** How many re-rendered components drew elements inside `selector`. */
export async function rerenderedInside(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    (inside) =>
      ((window as unknown as { __rerendered: Element[] }).__rerendered ?? []).filter(
        (element) => element.closest(inside) !== null,
      ).length,
    selector,
  )
}

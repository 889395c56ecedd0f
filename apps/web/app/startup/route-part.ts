import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

type PartModule<Props> = { default: ComponentType<Props> }

const declared: Array<() => Promise<unknown>> = []
/** Whether the page has started loading its parts: from then on, a new part loads at once. */
let started = false

/**
 * A route's component whose code loads apart from its route module, so the route module that
 * React Router preloads with the page stays small and the page's first paint waits for no
 * framework code. Declare it in the route module as `export { Page as default }`: an
 * `export default` expression is wrapped by React Router in a component of its own that imports
 * the router, which would then load with the page again.
 *
 * Once the code is here (`loadRouteParts`), React reads the part in the same pass, without
 * suspending: a render that suspended outside any Suspense boundary would let React Router's
 * data scripts render before its `<Scripts>`, which then leave them out of the prerendered page.
 */
export function routePart<Props>(
  load: () => Promise<PartModule<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  let loaded: PartModule<Props> | undefined
  let loading: Promise<PartModule<Props>> | undefined
  // One download however many ask for it; after a failure, the next one asks again.
  const fetchPart = () => {
    loading ??= load().then(
      (module) => {
        loaded = module
        return module
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  declared.push(fetchPart)
  // A route module that arrives after the start comes with a link to another page: its part is
  // fetched now, beside the page's data, rather than once React first renders it. A failure here
  // is left to that render, which asks again and shows the error.
  if (started) fetchPart().catch(() => {})
  return lazy(() => {
    const module = loaded
    if (!module) return fetchPart()
    // biome-ignore lint/suspicious/noThenProperty: React.lazy takes any thenable; this one settles at once, in the same pass.
    return { then: (resolve: (value: PartModule<Props>) => void) => resolve(module) } as Promise<
      PartModule<Props>
    >
  })
}

/**
 * Loads the parts of every route module loaded so far, together rather than one after another
 * as React reaches them; resolves when all are here. Parts declared later load as they are
 * declared.
 */
export function loadRouteParts(): Promise<unknown[]> {
  started = true
  return Promise.all(declared.map((fetchPart) => fetchPart()))
}

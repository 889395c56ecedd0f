import type { ComponentType } from 'react'

/**
 * A section whose code is not part of the page's first load: its own chunk, fetched by `load`.
 * The prerenderer loads every part before rendering (see {@link loadEveryPart}), so the section is
 * in the page's HTML; the browser fetches it only when the section is about to be used (see
 * `LazyMount`).
 */
export interface DeferredPart<Props> {
  /** The component, once its chunk has arrived. */
  readonly loaded: ComponentType<Props> | undefined
  /** Fetches the component's chunk (once; later calls share the first download). */
  load(): Promise<ComponentType<Props>>
}

const parts = new Set<DeferredPart<never>>()

/**
 * Declares a deferred section from a dynamic import of its module, so that module is a chunk of
 * its own in the browser.
 *
 * @example
 * export const faqPart = deferredPart(() => import('./faq-section').then((m) => m.FaqSection))
 */
export function deferredPart<Props>(
  importComponent: () => Promise<ComponentType<Props>>,
): DeferredPart<Props> {
  let loading: Promise<ComponentType<Props>> | undefined
  const part = {
    loaded: undefined as ComponentType<Props> | undefined,
    load() {
      loading ??= importComponent().then(
        (component) => {
          part.loaded = component
          return component
        },
        (error: unknown) => {
          // A failed download (offline, a new deploy) may succeed on the next try.
          loading = undefined
          throw error
        },
      )
      return loading
    },
  }
  parts.add(part as DeferredPart<never>)
  return part
}

/**
 * Fetches every deferred section declared so far. The page's build-time loader awaits it, so the
 * prerenderer has every section's component at hand; after a client-side navigation to an anchor,
 * the page waits for it before scrolling there, once the sections above have their height.
 */
export function loadEveryPart(): Promise<unknown> {
  return Promise.all([...parts].map((part) => part.load()))
}

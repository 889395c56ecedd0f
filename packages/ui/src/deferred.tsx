import {
  type Attributes,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type RefObject,
  Suspense,
  useEffect,
  useRef,
} from 'react'
import { LAZY_ROOT_MARGIN } from './lazy-section'

/**
 * When a deferred part's code loads in the browser, and React hydrates it:
 * - `near`: once it comes within 200 px of the viewport (never while it is not displayed, such
 *   as a desktop menu on a phone);
 * - `wide-or-first-use`: at once from 768 px up; on narrower screens at the visitor's first
 *   scroll, tap or key press, or after 2 s without one.
 *
 * Either way it loads at once when the visitor presses or focuses something inside it.
 */
export type DeferredWhen = 'near' | 'wide-or-first-use'

/** How long a narrow screen waits for a first scroll, tap or key press before loading anyway. */
export const idleLoadDelayMs = 2000

/** The layout's desktop breakpoint (768 px at the default font size), as Tailwind's `md`. */
export const wideScreenQuery = '(min-width: 48rem)'

/** What counts as the visitor starting to use the page: a scroll, a tap or a key press. */
const firstUseEvents = ['scroll', 'pointerdown', 'touchstart', 'keydown'] as const

/** Resolves once `element` comes within 200 px of the viewport; `signal` stops watching. */
function near(element: Element, signal: AbortSignal): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) resolve()
      },
      { rootMargin: LAZY_ROOT_MARGIN },
    )
    observer.observe(element)
    signal.addEventListener('abort', () => observer.disconnect())
  })
}

/** Resolves at the visitor's first scroll, tap or key press, or `idleLoadDelayMs` without one. */
function firstUseOrIdle(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, idleLoadDelayMs)
    signal.addEventListener('abort', () => clearTimeout(timer))
    for (const type of firstUseEvents) {
      window.addEventListener(type, () => resolve(), { capture: true, passive: true, signal })
    }
  })
}

/**
 * Resolves when the visitor presses or focuses something inside `element`. Heard on the window,
 * ahead of React, which stops events aimed at a part it has not hydrated yet.
 */
function touched(element: Element, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const onEvent = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) resolve()
    }
    for (const type of ['pointerdown', 'focusin']) {
      window.addEventListener(type, onEvent, { capture: true, passive: true, signal })
    }
  })
}

/** Runs `start` with a signal, and stops whatever it set up once its promise settles. */
function once(start: (signal: AbortSignal) => Promise<void>): Promise<void> {
  const done = new AbortController()
  return start(done.signal).finally(() => done.abort())
}

/**
 * Resolves when a part should load. Only a part whose prerendered HTML is in the document waits: after a client-side navigation there is nothing to show meanwhile, so it loads at once.
 * During prerendering it resolves at once too.
 */
function whenToLoad(prerendered: Element | null, when: DeferredWhen): Promise<void> {
  if (!prerendered) return Promise.resolve()
  if (when === 'wide-or-first-use' && window.matchMedia(wideScreenQuery).matches) {
    return Promise.resolve()
  }
  return once((signal) =>
    Promise.race([
      when === 'near' ? near(prerendered, signal) : firstUseOrIdle(signal),
      touched(prerendered, signal),
    ]),
  )
}

/** Sets the wrapper's `data-mount` to `live` once React has hydrated (or rendered) the part. */
function MarkLive({ wrapper }: { wrapper: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (wrapper.current) wrapper.current.dataset.mount = 'live'
  }, [wrapper])
  return null
}

/** A part declared with {@link deferredPart}; render it with {@link Deferred}. */
export interface DeferredPart<Props> {
  /** Marks the part's wrapper (`data-deferred`); unique on the page. */
  readonly name: string
  /** The part as a `React.lazy` component whose code loads when the part is due. */
  readonly Lazy: LazyExoticComponent<ComponentType<Props>>
  /** Fetches the part's code now; resolves once it is there. Calls share one download. */
  preload(): Promise<void>
}

/**
 * Declares a part of a page (a section, a menu) whose code is not part of the page's first load;
 * render it with {@link Deferred}. It is in the prerendered HTML like everything else (React waits
 * for its code while prerendering), and in the browser its code loads when `when` says, or at
 * once when the visitor presses or focuses something in it. Until then React keeps the part's
 * prerendered HTML inside a Suspense boundary and hydrates it once the code has arrived (React's
 * selective hydration): the text is there from the first paint and nothing moves; links in it
 * work as plain links meanwhile. If the code cannot load, the HTML stays and the visitor's next
 * press or focus inside it tries again.
 *
 * @param name - the part's name, unique on the page.
 * @param load - imports the part's own module, so the bundler makes it a chunk of its own.
 *
 * @example
 * const FaqSection = deferredPart('faq', 'near', () => import('./faq-section').then((m) => m.FaqSection))
 * <Deferred part={FaqSection} faq={page.faq} />
 */
export function deferredPart<Props extends object>(
  name: string,
  when: DeferredWhen,
  load: () => Promise<ComponentType<Props>>,
): DeferredPart<Props> {
  let loaded: ComponentType<Props> | undefined
  let loading: Promise<ComponentType<Props>> | undefined
  const fetchCode = () => {
    loading ??= load().then(
      (component) => {
        loaded = component
        return component
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  /** Loads the code, and after a failure tries again at the next press or focus inside `element`. */
  const fetchUntilLoaded = (element: Element | null): Promise<ComponentType<Props>> =>
    fetchCode().catch((error: unknown) => {
      if (!element) throw error
      console.error(`The ${name} part of the page could not load its code:`, error)
      return once((signal) => touched(element, signal)).then(() => fetchUntilLoaded(element))
    })

  const Lazy = lazy(() => {
    if (loaded) {
      const module = { default: loaded }
      // Code already here (a later visit, or preloaded before a client-side navigation): React
      // reads a thenable that settles at once in the same pass, so the part renders without a
      // fallback and an anchor in it is there for the router to scroll to.
      // biome-ignore lint/suspicious/noThenProperty: React.lazy takes any thenable, on purpose.
      return { then: (resolve: (value: typeof module) => void) => resolve(module) } as Promise<
        typeof module
      >
    }
    const prerendered =
      typeof document === 'undefined' ? null : document.querySelector(`[data-deferred="${name}"]`)
    return whenToLoad(prerendered, when)
      .then(() => fetchUntilLoaded(prerendered))
      .then((component) => ({ default: component }))
  })
  return { name, Lazy, preload: () => fetchCode().then(() => undefined) }
}

/** Props of {@link Deferred}: the part, classes for its wrapper, and the part's own props. */
export type DeferredProps<Props> = {
  part: DeferredPart<Props>
  /** Classes of the wrapper, e.g. `hidden md:block` for a part shown only on wide screens. */
  wrapperClassName?: string
} & Props

/**
 * Renders a {@link DeferredPart} in a wrapper whose `data-mount` reads `static` until React has
 * hydrated the part, then `live`.
 */
export function Deferred<Props extends object>({
  part,
  wrapperClassName,
  ...props
}: DeferredProps<Props>) {
  const wrapper = useRef<HTMLDivElement>(null)
  const { Lazy } = part
  return (
    <div ref={wrapper} data-deferred={part.name} data-mount="static" className={wrapperClassName}>
      <Suspense fallback={null}>
        <Lazy {...(props as unknown as Props & Attributes)} />
        <MarkLive wrapper={wrapper} />
      </Suspense>
    </div>
  )
}

import {
  type ComponentType,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import type { CarriedState, replayClick, restoreState } from './carry-over'
import { type DeferredPart, loadEveryPart } from './deferred-part'
import { MountModeContext } from './mount-mode'
import { armMountTrigger, holdEarlyClicks, type MountWhen } from './mount-triggers'

/** Props of {@link LazyMount}. */
export interface LazyMountProps<Props extends object> {
  /** The section, from `deferredPart`. */
  part: DeferredPart<Props>
  /** Its props (content from the page's loader data). */
  props: Props
  /** When it mounts in the browser; see {@link MountWhen}. */
  when: MountWhen
  className?: string
}

/**
 * How far a deferred section has come, on its wrapper's `data-mount`:
 * `static` is the prerendered HTML, untouched by React; `live` is the mounted component;
 * `pending` waits for its code after a client-side navigation, when there is no HTML to show.
 */
export type MountState = 'static' | 'live' | 'pending'

const subscribeToNothing = () => () => {}

/** True while React hydrates the prerendered page, false in any later render. */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  )
}

// React keeps an element's existing children when its HTML is given as a string and the string
// does not change, so during hydration the prerendered section stays exactly as it arrived.
const keepPrerenderedHtml = { __html: '' }

/**
 * Renders a section into the prerendered HTML, so every visitor and crawler gets its text, but
 * mounts it in the browser only when `when` says. Until then React leaves the section's HTML
 * alone: no hydration work, no code downloaded (links in it work as plain links). Then it fetches
 * the section's chunk and mounts it in place of that HTML, keeping focus and typed text, and it
 * stays mounted. A button pressed before then mounts the section at once and is pressed again,
 * for real, once it is. After a client-side navigation the page has no HTML to keep, so every deferred
 * section mounts as soon as its code has arrived.
 *
 * @example <LazyMount part={faqPart} props={{ content: page.faq }} when="near" />
 */
export function LazyMount<Props extends object>({
  part,
  props,
  when,
  className,
}: LazyMountProps<Props>) {
  const hydrating = useIsHydrating()
  const [prerendered] = useState(hydrating)
  const [Live, setLive] = useState<ComponentType<Props>>()
  const box = useRef<HTMLDivElement>(null)
  const heldClick = useRef<number>(undefined)
  const mountNow = useRef<() => void>(() => {})
  const carried = useRef<{
    state: CarriedState
    restore: typeof restoreState
    replay: typeof replayClick
  }>(undefined)

  useEffect(() => {
    const element = box.current
    if (Live || !element) return
    let started = false
    let active = true
    const mount = () => {
      if (started) return
      started = true
      const component = part.load()
      // Only a section that replaces prerendered HTML has anything to carry over.
      Promise.all([component, import('./carry-over')]).then(
        ([Component, { captureState, restoreState, replayClick }]) => {
          if (!active) return
          carried.current = {
            state: captureState(box.current, heldClick.current),
            restore: restoreState,
            replay: replayClick,
          }
          setLive(() => Component)
        },
        (error: unknown) => {
          // The prerendered HTML stays readable; the next trigger tries again.
          started = false
          console.error('A section of the page could not load its code:', error)
        },
      )
    }
    mountNow.current = mount
    const cancel = armMountTrigger(prerendered ? when : 'now', element, mount)
    return () => {
      active = false
      mountNow.current = () => {}
      cancel()
    }
  }, [Live, part, prerendered, when])

  // A button pressed before the section has mounted mounts it at once, and the click is replayed
  // on the mounted button. Set up in the commit itself, so no click slips through meanwhile.
  useLayoutEffect(() => {
    const element = box.current
    if (!prerendered || Live || !element) return
    return holdEarlyClicks(element, (index) => {
      heldClick.current = index
      mountNow.current()
    })
  }, [Live, prerendered])

  useLayoutEffect(() => {
    if (!Live) return
    const element = box.current
    carried.current?.restore(element, carried.current.state)
    if (!prerendered) return scrollToAnchorWithin(element)
  }, [Live, prerendered])

  // After the layout effects, once the held-click listener is gone: the new button works now.
  useEffect(() => {
    if (!Live) return
    carried.current?.replay(box.current, carried.current.state)
    carried.current = undefined
  }, [Live])

  let content: ReactNode
  let state: MountState
  if (Live) {
    content = <Live {...props} />
    state = 'live'
  } else if (import.meta.env.SSR) {
    const Prerender = part.loaded
    if (!Prerender) {
      throw new Error(
        'A deferred section was not loaded before prerendering: await loadEveryPart().',
      )
    }
    content = (
      <MountModeContext value="static">
        <Prerender {...props} />
      </MountModeContext>
    )
    state = 'static'
  } else {
    state = prerendered ? 'static' : 'pending'
  }
  // One element throughout, so the section keeps its place (and its wrapper) as it mounts; React
  // empties it of the prerendered HTML in the same commit that puts the component in.
  const inside =
    state === 'static' && content === undefined
      ? { dangerouslySetInnerHTML: keepPrerenderedHtml, suppressHydrationWarning: true }
      : { children: content }
  return <div ref={box} data-mount={state} className={className} {...inside} />
}

/**
 * After a client-side navigation to `/#testimonials`, the router looked for the anchor before its
 * section existed. Once every section above it has mounted too (their heights settle the
 * anchor's place), go there. Returns a canceller.
 */
function scrollToAnchorWithin(element: HTMLElement | null): () => void {
  const id = decodeURIComponent(window.location.hash.slice(1))
  const target = id ? document.getElementById(id) : null
  if (!element || !target || !element.contains(target)) return () => {}
  let cancelled = false
  let frame = 0
  loadEveryPart().then(() => {
    // A frame later, React has committed the sections whose code arrived with the last one.
    frame = requestAnimationFrame(() => {
      if (!cancelled && target.isConnected) target.scrollIntoView()
    })
  })
  return () => {
    cancelled = true
    cancelAnimationFrame(frame)
  }
}

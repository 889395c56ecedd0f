import { type ReactNode, useEffect, useRef, useState } from 'react'
import { cn } from './cn'

/** How far outside the viewport a section starts loading: 200 px, so it is ready when reached. */
export const LAZY_ROOT_MARGIN = '200px'

/** Props of {@link LazySection}. */
export interface LazySectionProps {
  /** The content, rendered once the section comes within reach. */
  children: ReactNode
  /** Shown until then; an empty box of `minHeight` by default. */
  placeholder?: ReactNode
  /** Keeps the space the content will take, so the page does not jump. */
  minHeight?: string
  /** Extra classes for the wrapper. */
  className?: string
}

/**
 * Renders its children only once the section comes within 200 px of the viewport, then keeps them
 * (scrolling away does not unmount them). Where `IntersectionObserver` does not exist it renders
 * the children straight away, so nothing is ever left hidden.
 *
 * @example
 * <LazySection minHeight="40rem"><Testimonials /></LazySection>
 */
export function LazySection({ children, placeholder, minHeight, className }: LazySectionProps) {
  const ref = useRef<HTMLDivElement>(null)
  const [revealed, setRevealed] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (revealed || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      setRevealed(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setRevealed(true)
          observer.disconnect()
        }
      },
      // Inside an iframe (a preview, an embed) the implicit root ignores the margin, so the
      // frame's own document becomes the root there; at the top level the implicit root is used.
      {
        root: window.self === window.top ? null : element.ownerDocument,
        rootMargin: LAZY_ROOT_MARGIN,
      },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [revealed])

  return (
    <div
      ref={ref}
      data-state={revealed ? 'revealed' : 'waiting'}
      style={revealed ? undefined : { minHeight }}
      className={cn(className)}
    >
      {revealed ? children : placeholder}
    </div>
  )
}
